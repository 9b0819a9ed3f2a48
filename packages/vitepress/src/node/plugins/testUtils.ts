import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveConfig, type SiteConfig } from 'vitepress'
import { apiDocsPlugins } from '../index'

/** A generated OpenAPI 3.0 description with `operations` operations, each with its own schema. */
export function generatedSpec(operations: number): string {
  const paths: Record<string, unknown> = {}
  const schemas: Record<string, unknown> = {}
  for (let i = 0; i < operations; i++) {
    schemas[`Item${i}`] = {
      type: 'object',
      description: `Item number ${i}, with a **description** long enough to weigh something.`,
      properties: {
        id: { type: 'integer', example: i },
        name: { type: 'string', example: `item ${i}` },
        tags: { type: 'array', items: { type: 'string' } },
      },
    }
    // Chains of ten schemas: each operation reaches a few, as in real descriptions.
    if (i % 10 !== 9)
      (schemas[`Item${i}`] as { properties: Record<string, unknown> }).properties.next = {
        $ref: `#/components/schemas/Item${i + 1}`,
      }
    paths[`/items${i}/{id}`] = {
      get: {
        operationId: `getItem${i}`,
        summary: `Get item ${i}`,
        tags: [`group${i % 10}`],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'The item',
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/Item${i}` } },
            },
          },
        },
      },
    }
  }
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Generated', version: '1.0.0' },
    paths,
    components: { schemas },
  })
}

/** A VitePress site folder with a plain config and one generated description (`spec.json`). */
export function siteWithSpec(operations: number): string {
  const root = mkdtempSync(join(tmpdir(), 'vpad-site-'))
  mkdirSync(join(root, '.vitepress'))
  writeFileSync(join(root, '.vitepress', 'config.mjs'), "export default { title: 'Site' }\n")
  writeFileSync(join(root, 'index.md'), '# Site\n')
  writeFileSync(join(root, 'spec.json'), generatedSpec(operations))
  return root
}

/** VitePress's config hook as the tests call it. */
export type ConfigHook = (
  config: object,
  env: { command: 'serve' | 'build'; mode: string },
) => unknown
type Middleware = (request: object, response: object, next: () => void) => void
type Listener = (file: string) => void

/**
 * Vite's dev server as the plugin uses it: middlewares, HTTP server, a watcher the test fires by
 * hand, the module graph (empty), the logger (its errors kept in `logged`).
 */
export function fakeDevServer(root: string) {
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
  const logged: string[] = []
  const server = {
    middlewares: { use: (middleware: Middleware) => middlewares.push(middleware) },
    httpServer: new EventEmitter(),
    watcher,
    config: { root, logger: { error: (message: string) => logged.push(message) } },
    ws: { send: () => {}, on: () => {}, off: () => {} },
    moduleGraph: { idToModuleMap: new Map(), getModuleById: () => undefined },
    reloadModule: async () => {},
  }
  return {
    server,
    logged,
    /** Tells the plugin's watchers of a file `event` (`change`, `add`). */
    fire: (event: string, file: string) => {
      for (const listener of listeners.get(event) ?? []) listener(file)
    },
    /** Whether the plugin watches the specs (it does once set up). */
    watching: () => listeners.has('change'),
    /** What a request finds once the middlewares before Vite's let it through. */
    request: () =>
      new Promise<void>((resolve) => middlewares[0]!({ url: '/' }, {}, () => resolve())),
  }
}

/**
 * Resolves the config of the site at `root` (one spec, `items`, from `spec.json`) as VitePress
 * does and starts the plugin on it as `vitepress dev` does: the config hook, the server, its
 * start, a first request.
 */
export async function startDev(root: string) {
  const site: SiteConfig = await resolveConfig(root, 'serve', 'development')
  const plugins = apiDocsPlugins({
    specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
    log: false,
  })
  const plugin = (name: string) => plugins.find((p) => p.name === `vitepress-api-docs:${name}`)!
  await (plugin('setup').config as ConfigHook)(
    { vitepress: site, build: {} },
    { command: 'serve', mode: 'development' },
  )
  const dev = fakeDevServer(root)
  ;(plugin('dev').configureServer as (server: object) => void)(dev.server)
  dev.server.httpServer.emit('listening')
  await dev.request()
  return { site, dev }
}
