import type { Page } from 'playwright-core'

/**
 * The sidebar's text once every group of the spec has loaded: the group listing the page loads by
 * itself, the others when opened, as a reader would open them.
 */
export async function fullSidebar(page: Page, anOperation: string): Promise<string> {
  const sidebar = page.locator('.VPSidebar')
  // A DOM click: on a narrow screen the sidebar is off-canvas.
  for (const group of await sidebar.locator('[data-vpad-group]').all())
    await group.dispatchEvent('click')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.VPSidebar [data-vpad-group]')].every((title) =>
      title.closest('.VPSidebarItem')?.querySelector('.items a'),
    ),
  )
  await sidebar.getByText(anOperation, { exact: true }).first().waitFor({ state: 'attached' })
  return (await sidebar.textContent()) ?? ''
}
