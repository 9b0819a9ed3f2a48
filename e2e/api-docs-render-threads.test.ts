import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedSpec } from '../packages/vitepress/src/node/plugins/testUtils'
import { hostileSpec } from './hostile-spec'
import { writeFiles } from './packed-site'

// A build renders its generated pages in worker threads (the plugin's `renderThreads`), and
// VitePress the site's own pages: the output is the same, file for file and byte for byte, as a
// build that renders everything on VitePress's thread. The site lives inside the repository so
// that it resolves the workspace's built packages, whose worker module the threads run.
const root = fileURLToPath(new URL(`./.artifacts/render-threads-${process.pid}/`, import.meta.url))
// Outside the site: a build's Markdown twins in its source folder would be pages of the next.
const out = `${root.replace(/\/$/, '')}-out`

// The config reads the thread count and hands its log to the test through `globalThis`: both
// builds run in this process.
const CONFIG = `import { createLogger } from 'vite'
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

const logger = createLogger('info')
const info = logger.info
logger.info = (message, options) => {
  globalThis.__renderThreadsLog.push(message)
  info(message, options)
}

export default defineConfig({
  title: 'Render threads',
  extends: await apiDocs({
    specs: [
      { name: 'items', spec: 'items.json', prefix: '/items' },
      { name: 'hostile', spec: 'hostile.json', prefix: '/hostile' },
    ],
    renderThreads: globalThis.__renderThreads,
  }),
  vite: { customLogger: logger, logLevel: 'warn' },
  // What VitePress is handed for each page's head, where the plugin has taken its inline scripts.
  transformHead({ head }) {
    globalThis.__renderThreadsLog.push('head: ' + head.map(([tag, attrs]) => tag + ' ' + (attrs.id ?? attrs.name ?? '')).join(', '))
  },
})
`

const global = globalThis as { __renderThreads?: number; __renderThreadsLog?: string[] }

/**
 * Builds a copy of the site (`files`) in its own folder `name` under `root`, into `name` under
 * `out`, with `threads` render threads; returns the plugin's log. A copy each: VitePress imports
 * the server bundle from the site's `.vitepress/.temp/app.js`, and Node keeps a module imported
 * once by its URL, so a second build of one folder in this process would render with the first
 * build's bundle (and its threads), not its own.
 */
async function buildWith(
  threads: number,
  name: string,
  files: Record<string, string>,
): Promise<string[]> {
  global.__renderThreads = threads
  global.__renderThreadsLog = []
  const site = join(root, name)
  writeFiles(site, files)
  await build(site, { outDir: join(out, name) } as Parameters<typeof build>[1])
  return global.__renderThreadsLog
}

/** Every file under `folder`, by path relative to it. */
function files(folder: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>()
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    found.set(relative(folder, file), readFileSync(file))
  }
  return found
}

let threadedLog: string[] = []
let singleLog: string[] = []

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true })
  rmSync(out, { recursive: true, force: true })
  const site: Record<string, string> = {
    '.vitepress/config.ts': CONFIG,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    'index.md': '# Render threads\n\nTwo and two make {{ 2 + 2 }}.\n',
    'embeds.md':
      '# Embeds\n\n<OpenApiEndpoint id="items.getItem3" />\n\n<OpenApiSchema id="hostile.Thing" />\n',
    'items.json': generatedSpec(30),
    'hostile.json': JSON.stringify(hostileSpec(), null, 2),
  }
  threadedLog = await buildWith(2, 'threaded', site)
  singleLog = await buildWith(0, 'single', site)
}, 300_000)

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(out, { recursive: true, force: true })
  delete global.__renderThreads
  delete global.__renderThreadsLog
})

describe('rendering generated pages in worker threads', () => {
  it('is what the build says it does, and only when asked', () => {
    expect(threadedLog.join('\n')).toMatch(/rendering \d+ generated pages in 2 threads/)
    expect(singleLog.join('\n')).not.toMatch(/generated pages in \d+ threads/)
  })

  it('writes the same files, byte for byte, as a build on one thread', () => {
    const threaded = files(join(out, 'threaded'))
    const single = files(join(out, 'single'))
    expect([...threaded.keys()].sort()).toEqual([...single.keys()].sort())
    const different = [...threaded].filter(([path, bytes]) => !bytes.equals(single.get(path)!))
    expect(different.map(([path]) => path)).toEqual([])
    // And the pages are really there, generated and the site's own.
    const page = threaded.get('items/getItem3.html')!.toString()
    expect(page).toContain('Get item 3')
    expect(threaded.get('index.html')!.toString()).toContain('Two and two make 4.')
    expect(threaded.get('embeds.html')!.toString()).toContain('Get item 3')
    expect(threaded.size).toBeGreaterThan(60)
  })

  it("writes VitePress's own inline scripts, which it minified once, into every page", () => {
    // VitePress wrote a placeholder in their place (see head-scripts.ts) ...
    const heads = threadedLog.filter((line) => line.startsWith('head: '))
    expect(heads.length).toBeGreaterThan(60)
    for (const head of heads) {
      expect(head).toContain('meta vitepress-api-docs-inline-script')
      expect(head).not.toContain('script check-')
    }
    // ... and every page has the scripts back, minified, where the placeholders were.
    for (const [path, bytes] of files(join(out, 'threaded'))) {
      const html = bytes.toString()
      // VitePress's pages, not the plugin's own sign-in page.
      if (!path.endsWith('.html') || !html.includes('content="VitePress')) continue
      expect(html).not.toContain('vitepress-api-docs-inline-script')
      expect(html).toMatch(
        /<script id="check-dark-mode">\S[^\n<]*<\/script>\s*<script id="check-mac-os">/,
      )
    }
  })
})
