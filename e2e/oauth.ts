import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

// Signing in at the demo server's authorization server (server/oauth/) as a reader does: its own
// sign-in and consent pages, in the popup the try-it panel's Authorize button opens.

/** Signs in as the demo account on the authorization server's page, then answers the consent. */
export async function signIn(page: Page, answer: 'Allow' | 'Deny'): Promise<void> {
  await page.getByLabel('Username').fill('demo')
  await page.getByLabel('Password').fill('secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: answer }).click()
}

/**
 * Presses Authorize in an OAuth box, signs in in the popup it opens (which must be the
 * authorization server at `apiUrl`), and resolves once the redirect page has closed the popup.
 */
export async function authorizeInPopup(
  page: Page,
  box: Locator,
  apiUrl: string,
  answer: 'Allow' | 'Deny',
): Promise<Page> {
  const popupOpened = page.waitForEvent('popup')
  await box.getByRole('button', { name: 'Authorize' }).click()
  const popup = await popupOpened
  // The redirect page closes the popup as soon as it has handed the answer over: listen first.
  const closed = new Promise((resolve) => popup.once('close', resolve))
  await popup.waitForLoadState()
  expect(popup.url()).toContain(`${apiUrl}/oauth/`)
  await signIn(popup, answer)
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    closed,
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the popup stayed open, at ${popup.url()}`)),
        30_000,
      )
    }),
  ]).finally(() => clearTimeout(timer))
  return popup
}
