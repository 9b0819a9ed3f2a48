import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { watchErrors } from './browser'

/** How a page is looked at: the viewport's width and VitePress's appearance. */
export interface LookOptions {
  /** Viewport width in CSS pixels. @default 1280 */
  width?: number
  /** Set before the first paint, as a returning reader's choice is. @default 'light' */
  appearance?: 'light' | 'dark'
}

/** A page opened in a browser context of its own. */
export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions, from before the page loaded. */
  errors: string[]
}

/** Resolves once VitePress's app has mounted (hydrated, for a built page). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
}

/** Opens `url` in a new context, as `options` say, and waits for it to hydrate. */
export async function openPage(
  browser: Browser,
  url: string,
  options: LookOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(url)
  await hydrated(page)
  return { context, page, errors }
}

/** `expect.poll` with the patience a shared machine needs: what a page shows may come late. */
export const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })
