import { afterEach, describe, expect, it, vi } from 'vitest'
import { repairSidebarToggles, watchSidebarToggles } from './sidebarToggles'

// The markup VitePress 1.6's VPSidebarItem renders for a collapsible group without a link, and
// for one with a link (whose caret is the only toggle and must stay a button).
const GROUP = `
  <section class="VPSidebarItem level-0 collapsible collapsed">
    <div class="item" role="button" tabindex="0">
      <h2 class="text">pets</h2>
      <div class="caret" role="button" aria-label="toggle section" tabindex="0"></div>
    </div>
    <div class="items"><div class="VPSidebarItem level-1 is-link"><div class="item"><a href="/x">x</a></div></div></div>
  </section>
  <section class="VPSidebarItem level-0 collapsible is-link">
    <div class="item" tabindex="0">
      <a class="link" href="/guide/"><h2 class="text">Guide</h2></a>
      <div class="caret" role="button" aria-label="toggle section" tabindex="0"></div>
    </div>
  </section>`

/** After the observer's callback and the repair it queues (both microtasks). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('repairSidebarToggles', () => {
  it('takes the caret of a heading button out of the tab order and says whether it is expanded', () => {
    document.body.innerHTML = GROUP
    repairSidebarToggles(document)
    const [heading, linked] = document.querySelectorAll<HTMLElement>(
      '.VPSidebarItem.level-0 > .item',
    )
    const caret = heading!.querySelector('.caret')!
    expect(caret.getAttribute('role')).toBeNull()
    expect(caret.getAttribute('tabindex')).toBeNull()
    expect(caret.getAttribute('aria-hidden')).toBe('true')
    expect(heading!.getAttribute('aria-expanded')).toBe('false')
    // No nested interactive control is left inside the heading.
    expect(heading!.querySelectorAll('[role="button"], [tabindex]')).toHaveLength(0)
    // A group with its own link keeps its caret: it is the only way to toggle it.
    expect(linked!.querySelector('.caret')!.getAttribute('role')).toBe('button')
    expect(linked!.hasAttribute('aria-expanded')).toBe(false)
  })
})

describe('watchSidebarToggles', () => {
  it('follows groups opening and sidebars rendered later, and toggles on Space', async () => {
    const stop = watchSidebarToggles(document)
    document.body.innerHTML = GROUP
    await settled()
    const heading = document.querySelector<HTMLElement>('.item[role="button"]')!
    expect(heading.querySelector('.caret')!.hasAttribute('tabindex')).toBe(false)

    heading.parentElement!.classList.remove('collapsed')
    await settled()
    expect(heading.getAttribute('aria-expanded')).toBe('true')

    const click = vi.fn()
    heading.addEventListener('click', click)
    heading.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(click).toHaveBeenCalledOnce()

    stop()
    heading.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(click).toHaveBeenCalledOnce()
  })
})
