import { inject } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { watchErrors } from './browser'

/** Opens a fixture scenario against the local API server. */
export async function openScenario(
  browser: Browser,
  scenario: string,
  options: {
    query?: Record<string, string>
    viewport?: { width: number; height: number }
    permissions?: string[]
    /** Receives the page's errors from before it loads (see `watchErrors`). */
    errors?: string[]
  } = {},
): Promise<Page> {
  // A context per page: no state (storage, permissions) leaks between tests.
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1000, height: 900 },
    permissions: options.permissions,
  })
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  // Watched before navigation: an error while loading is caught every time, not by chance.
  if (options.errors) watchErrors(page, options.errors)
  const params = new URLSearchParams({ scenario, api: inject('apiUrl'), ...options.query })
  await page.goto(`${inject('pageUrl')}?${params}`)
  await page.waitForSelector('.vap-playground')
  return page
}

/** What the fixture recorded of the component's events. */
export function loggedEvents(page: Page): Promise<{ name: string; payload: unknown }[]> {
  return page.evaluate(
    () => (window as unknown as { __events: { name: string; payload: unknown }[] }).__events,
  )
}

/** The parsed JSON the echo endpoint sent back, read from the rendered response. */
export async function lastSuccess(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() =>
    (window as unknown as { __events: { name: string }[] }).__events.some(
      (e) => e.name === 'request-success',
    ),
  )
  const events = await loggedEvents(page)
  const success = events.filter((e) => e.name === 'request-success').at(-1)
  expect(success).toBeTruthy()
  return success!.payload as Record<string, unknown>
}
