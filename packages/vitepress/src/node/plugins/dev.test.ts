import { EventEmitter } from 'node:events'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolveConfig, type SiteConfig } from 'vitepress'
import { afterAll, describe, expect, it } from 'vitest'
import { apiDocsPlugins } from '../index'
import { siteWithSpec } from './testUtils'

const root = siteWithSpec(20)
const spec = join(root, 'spec.json')
afterAll(() => rmSync(root, { recursive: true, force: true }))

type ConfigHook = (config: object, env: { command: 'serve' | 'build'; mode: string }) => unknown
type Middleware = (request: object, response: object, next: () => void) => void
type Listener = (file: string) => void

/** Vite's dev server as the dev plugin uses it, with a watcher the test fires by hand. */
function devServer() {
  const middlewares: Middleware[] = []
  const listeners = new Map<string, Listener[]>()
  const watcher = {
    add: () => watcher,
    on: (event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return watcher
    },
    off: () => watcher,
  }
  const server = {
    middlewares: { use: (middleware: Middleware) => middlewares.push(middleware) },
    httpServer: new EventEmitter(),
    watcher,
    config: { root, logger: { error: () => {} } },
    ws: { send: () => {}, on: () => {}, off: () => {} },
    moduleGraph: { idToModuleMap: new Map(), getModuleById: () => undefined },
    reloadModule: async () => {},
  }
  const fire = (event: string, file: string) => {
    for (const listener of listeners.get(event) ?? []) listener(file)
  }
  const request = () =>
    new Promise<void>((resolve) => middlewares[0]!({ url: '/' }, {}, () => resolve()))
  return { server, fire, request, watching: () => listeners.has('change') }
}

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

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect(condition()).toBe(true)
}

describe('vitepress-api-docs in vitepress dev', () => {
  it('regenerates nothing for a save that leaves the description as it was', async () => {
    const site = await resolveConfig(root, 'serve', 'development')
    const plugins = apiDocsPlugins({
      specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
      log: false,
    })
    const plugin = (name: string) => plugins.find((p) => p.name === `vitepress-api-docs:${name}`)!
    await (plugin('setup').config as ConfigHook)(
      { vitepress: site, build: {} },
      { command: 'serve', mode: 'development' },
    )
    const dev = devServer()
    ;(plugin('dev').configureServer as (server: object) => void)(dev.server)
    dev.server.httpServer.emit('listening')
    await dev.request()
    await until(dev.watching)
    expect(revision(site)).toBe(0)

    // The same text saved again (an editor's save without a change), then an edit that adds an
    // operation: the reloads run one after the other, so the edit is made once the first event
    // is done with, and made at revision 1 only if the first made nothing.
    writeFileSync(spec, readFileSync(spec, 'utf8'))
    dev.fire('change', spec)
    withOperation('addedOne')
    dev.fire('change', spec)
    await until(() => site.pages.includes('items/addedOne.md'))
    expect(revision(site)).toBe(1)

    // The edit's own text seen again, by another event: nothing more.
    dev.fire('add', spec)
    withOperation('addedTwo')
    dev.fire('change', spec)
    await until(() => site.pages.includes('items/addedTwo.md'))
    expect(revision(site)).toBe(2)
    dev.server.httpServer.emit('close')
  })
})
