import type { Page } from 'playwright-core'

/** One entry of a Changelog page, each part's text joined by spaces. */
export interface HistoryEntry {
  title: string
  meta: string
  changes: string[]
}

/** The entries of the Changelog page open in `page`, newest first. */
export function historyEntries(page: Page): Promise<HistoryEntry[]> {
  // Each child's text, joined by spaces: the template leaves no spaces between elements.
  return page.locator('.vpad-history-entry').evaluateAll((items) => {
    const words = (element: Element | null) =>
      [...(element?.childNodes ?? [])]
        .filter((node) => node.nodeType !== Node.COMMENT_NODE)
        .map((node) => node.textContent!.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' ')
    return items.map((item) => ({
      title: words(item.querySelector('.vpad-history-title')),
      meta: words(item.querySelector('.vpad-history-meta')),
      changes: [...item.querySelectorAll('.vpad-history-changes > li')].map(words),
    }))
  })
}
