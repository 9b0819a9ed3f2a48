import { launchBrowser } from '../../e2e/browser'
import { kb } from '../measure'
import type { Figure } from '../types'
import { ownWeight, pageLoads, type Loaded } from './page-weight'
import { serveStatic } from './serve'

/** Serves a built site and records what `path` loads in Chromium. */
export async function loadsOf(dist: string, path: string): Promise<Loaded[]> {
  const server = await serveStatic(dist)
  const browser = await launchBrowser()
  try {
    const loads = await pageLoads(browser, server.url + path)
    const document = loads.find((entry) => entry.type === 'text/html')
    if (!document || !loads.some((entry) => entry.type === 'text/javascript'))
      throw new Error(`${path} did not load as a VitePress page (${loads.length} responses)`)
    return loads
  } finally {
    await browser.close()
    await server.close()
  }
}

// A built site's sidebar groups are JSON files, in a folder per spec named by a hash of them all.
const SIDEBAR_GROUP = /\/assets\/sidebar\/github\.[0-9a-f]+\/\d+\.json$/

/** A response holding the whole spec, or most of it: GitHub's is 13 MB. */
const SPEC_SIZED = 1024 * 1024

/**
 * What our operation page loads beyond plain VitePress (the same theme, one page), and proof
 * that it does not load the spec: no response near its size, one sidebar group fetched (the tag
 * the page is in).
 */
export async function weightFigures(
  ours: string,
  plain: string,
  page: string,
): Promise<{ figures: Figure[]; baseline: number; extra: number }> {
  const loads = await loadsOf(ours, page)
  const baseline = ownWeight(await loadsOf(plain, '/'))
  const extra = ownWeight(loads) - baseline
  const own = loads.filter((entry) => !entry.prefetch && entry.type !== 'text/html')
  const largest = own.reduce((max, entry) => (entry.gzip > max.gzip ? entry : max), own[0]!)
  const sidebar = own.filter((entry) => SIDEBAR_GROUP.test(new URL(entry.url).pathname))
  const count = (n: number) => String(n)
  return {
    baseline,
    extra,
    figures: [
      {
        label: `${page} loads beyond plain VitePress (JS, CSS, data; gzip)`,
        value: extra,
        budget: 60 * 1024,
        format: kb,
      },
      { label: 'plain VitePress page loads (JS, CSS, data; gzip)', value: baseline, format: kb },
      {
        label: `largest response of ${page}, gzip (${new URL(largest.url).pathname})`,
        value: largest.gzip,
        format: kb,
      },
      {
        label: 'responses over 1 MB (the spec is 13 MB)',
        value: own.filter((entry) => entry.raw > SPEC_SIZED).length,
        budget: 0,
        format: count,
      },
      { label: 'sidebar group requests', value: sidebar.length, budget: 1, format: count },
      {
        label: 'sidebar group, gzip',
        value: sidebar.reduce((sum, entry) => sum + entry.gzip, 0),
        format: kb,
      },
      {
        label: 'prefetched for other pages, gzip (not counted above)',
        value: loads.filter((entry) => entry.prefetch).reduce((sum, entry) => sum + entry.gzip, 0),
        format: kb,
      },
    ],
  }
}
