import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** Debian's Chromium; `npx playwright install` cannot download browsers here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags this sandboxed machine needs, for every Chromium the tests and benches launch. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]

/** Launches headless Chromium with the flags this sandboxed machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
}

/**
 * Collects page errors and console errors (into `errors`, if given), so a test can assert there
 * were none. Attach it before navigating: one attached after load sees only what happens to come
 * late, such as a resource that 404s, and fails or passes by chance.
 */
export function watchErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** One Chromium for the current test file, launched before its tests and closed after them. */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())
  return {
    get browser() {
      if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll')
      return browser
    },
  }
}
