import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** One response a page received, with its size as sent and gzipped. */
export interface Loaded {
  url: string
  type: string
  raw: number
  gzip: number
  /** Fetched ahead for a page the reader may open next, not for this one. */
  prefetch: boolean
}

/** Opens `url` and records every response until the network has been idle, the document first. */
export async function pageLoads(browser: Browser, url: string): Promise<Loaded[]> {
  const page = await browser.newPage()
  const pending: Promise<Loaded | undefined>[] = []
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => undefined)
        if (!body) return undefined
        const headers = await response.request().allHeaders()
        return {
          url: response.url(),
          type: response.headers()['content-type']?.split(';')[0] ?? '',
          raw: body.byteLength,
          gzip: gzipSync(body, { level: 9 }).byteLength,
          prefetch: /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? ''),
        }
      })(),
    )
  })
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    // The sidebar and other lazy parts load after the app mounts, and VitePress prefetches the
    // pages linked from the viewport once the browser is idle; let all of them land.
    await page.waitForTimeout(4000)
    await page.waitForLoadState('networkidle')
    // Bodies can be read only while the page is open.
    return (await Promise.all(pending)).filter((entry) => entry !== undefined)
  } finally {
    await page.close()
  }
}

/** Gzipped bytes of what a page loads for itself: everything but its HTML and prefetches. */
export function ownWeight(loads: readonly Loaded[]): number {
  return loads
    .filter((entry) => !entry.prefetch && entry.type !== 'text/html')
    .reduce((sum, entry) => sum + entry.gzip, 0)
}
