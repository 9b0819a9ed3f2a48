import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from 'vitepress'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { siteWithSpec, startDev } from './testUtils'

const root = siteWithSpec(20)
const spec = join(root, 'spec.json')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The revision the site's generated pages were last made at (one more at each reload). */
const revision = (site: SiteConfig) =>
  (site.dynamicRoutes.routes.find((route) => route.path === 'items/getItem0.md')?.params as {
    revision?: number
  })!.revision

/** Saves the description with one more operation. */
function withOperation(operationId: string): void {
  const document = JSON.parse(readFileSync(spec, 'utf8')) as { paths: Record<string, unknown> }
  document.paths[`/${operationId}`] = {
    get: { operationId, summary: operationId, responses: { '204': { description: 'Done' } } },
  }
  writeFileSync(spec, JSON.stringify(document))
}

describe('vitepress-api-docs in vitepress dev', () => {
  it('regenerates nothing for a save that leaves the description as it was', async () => {
    const { site, dev } = await startDev(root)
    await vi.waitFor(() => expect(dev.watching()).toBe(true))
    expect(revision(site)).toBe(0)

    // The same text saved again (an editor's save without a change), then an edit that adds an
    // operation: the reloads run one after the other, so the edit is made once the first event
    // is done with, and made at revision 1 only if the first made nothing.
    writeFileSync(spec, readFileSync(spec, 'utf8'))
    dev.fire('change', spec)
    withOperation('addedOne')
    dev.fire('change', spec)
    await vi.waitFor(() => expect(site.pages).toContain('items/addedOne.md'), { timeout: 5000 })
    expect(revision(site)).toBe(1)

    // The edit's own text seen again, by another event: nothing more.
    dev.fire('add', spec)
    withOperation('addedTwo')
    dev.fire('change', spec)
    await vi.waitFor(() => expect(site.pages).toContain('items/addedTwo.md'), { timeout: 5000 })
    expect(revision(site)).toBe(2)
    dev.server.httpServer.emit('close')
  })
})
