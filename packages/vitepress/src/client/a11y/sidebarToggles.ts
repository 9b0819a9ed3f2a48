/**
 * VitePress's default theme renders a collapsible sidebar group without a link of its own as a
 * heading with `role="button"` that toggles on click and Enter, and puts a second focusable
 * `role="button"` caret inside it: two tab stops for one toggle, and a nested interactive
 * control (axe `nested-interactive`, WCAG 4.1.2). Our sidebars are made of such groups (one per
 * tag), so we repair them: the caret leaves the tab order and the accessibility tree, the
 * heading says whether it is expanded and also toggles on Space, as a button does.
 */

const HEADING = '.VPSidebarItem > .item[role="button"]'

/** Repairs every collapsible group heading under `root`; safe to call again. */
export function repairSidebarToggles(root: ParentNode): void {
  for (const heading of root.querySelectorAll<HTMLElement>(HEADING)) {
    const caret = heading.querySelector(':scope > .caret')
    if (caret?.hasAttribute('role')) {
      caret.removeAttribute('role')
      caret.removeAttribute('tabindex')
      caret.removeAttribute('aria-label')
      caret.setAttribute('aria-hidden', 'true')
    }
    const expanded = String(!heading.parentElement?.classList.contains('collapsed'))
    if (heading.getAttribute('aria-expanded') !== expanded) {
      heading.setAttribute('aria-expanded', expanded)
    }
  }
}

function toggleOnSpace(event: KeyboardEvent): void {
  const target = event.target
  if (event.key !== ' ' || !(target instanceof HTMLElement) || !target.matches(HEADING)) return
  event.preventDefault()
  target.click()
}

/**
 * Keeps the repair applied while the sidebar changes (navigation, groups opening, the full
 * sidebar replacing the skeleton). Call after hydration: the server-rendered markup must match
 * the first client render. Returns a function that stops watching.
 */
export function watchSidebarToggles(doc: Document = document): () => void {
  let scheduled = false
  const repair = (): void => {
    scheduled = false
    repairSidebarToggles(doc)
  }
  const observer = new MutationObserver(() => {
    // Batched: a sidebar of a thousand links changes in many mutations at once.
    if (scheduled) return
    scheduled = true
    queueMicrotask(repair)
  })
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  })
  doc.addEventListener('keydown', toggleOnSpace)
  repairSidebarToggles(doc)
  return () => {
    observer.disconnect()
    doc.removeEventListener('keydown', toggleOnSpace)
  }
}
