import { renameSync, writeFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

/** Saves a file as most editors do: a new file written beside it, then renamed over it. */
export function saveByRename(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}

/** The text of what the search dialog lists for `query` (the dialog is closed again after). */
export async function searchTitles(page: Page, query: string): Promise<string> {
  await page.keyboard.press('Control+k')
  await page.locator('.vpad-search-input').fill(query)
  const options = page.locator('[role="dialog"].vpad-search [role="option"]')
  await options
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {})
  const titles = (await options.allTextContents()).join('\n')
  await page.keyboard.press('Escape')
  await page.locator('[role="dialog"].vpad-search').waitFor({ state: 'detached' })
  return titles
}
