import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedSpec } from '../packages/vitepress/src/node/plugins/testUtils'
import { writeFiles } from './packed-site'

// The server render of a build reads each generated page's data from the JSON file the browser
// build wrote, not from the spec's model, which the plugin lets go before the render (Microsoft
// Graph's models held 1.5 GB through it). The site's own plugin edits one page's file between
// the bundles and the render: the page's HTML shows the edit. The site lives inside the
// repository so that it resolves the workspace's packages.
const root = fileURLToPath(new URL(`./.artifacts/render-files-${process.pid}/`, import.meta.url))
const dist = join(root, '.vitepress/dist')
const printed: string[] = []

const CONFIG = `import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

const folder = join(import.meta.dirname, 'dist/assets/pages/items')

export default defineConfig({
  title: 'Render files',
  extends: await apiDocs({
    specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
  }),
  vite: {
    plugins: [
      (() => {
        // One plugin object serves the browser build, then the server build.
        let ssr = false
        return {
        name: 'edit-a-data-file',
        configResolved(config) {
          ssr = Boolean(config.build.ssr)
        },
        // The server build's end: the browser build's data files are in place.
        closeBundle() {
          if (!ssr) return
          const name = readdirSync(folder).find((file) => file.startsWith('getItem3.'))
          const file = join(folder, name)
          writeFileSync(file, readFileSync(file, 'utf8').replace('"Get item 3"', '"Read from its file"'))
        },
      }
      })(),
    ],
  },
})
`

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true })
  const files: Record<string, string> = {
    '.vitepress/config.ts': CONFIG,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    'index.md': '# Render files\n',
    'spec.json': generatedSpec(20),
  }
  writeFiles(root, files)
  // What the build prints (Vite's logger writes through the console).
  const log = console.log
  console.log = (...args: unknown[]) => void printed.push(args.join(' '))
  try {
    await build(root, { logLevel: 'info' } as Parameters<typeof build>[1])
  } finally {
    console.log = log
  }
}, 240_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the server render of a build', () => {
  it("renders a generated page from its data file, not from the spec's model", () => {
    const html = readFileSync(join(dist, 'items/getItem3.html'), 'utf8')
    expect(html).toContain('Read from its file')
    expect(html).not.toContain('Get item 3<')
    // Pages whose files were left alone show the spec's own text.
    expect(readFileSync(join(dist, 'items/getItem4.html'), 'utf8')).toContain('Get item 4')
    // The twin was written from the data the browser build made, before the edit.
    expect(readFileSync(join(dist, 'items/getItem3.md'), 'utf8')).toMatch(/^# Get item 3\n/)
    expect(readdirSync(join(dist, 'assets/pages/items')).length).toBe(41)
  })
})

describe("the build's summary", () => {
  it("prints the output's size, file count and largest file, as on disk", () => {
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    )
    const line = printed.find((text) => text.includes('vitepress-api-docs: output: '))
    expect(line).toMatch(
      new RegExp(
        `output: [\\d.]+ [KM]B in ${files.length} files, the largest [\\w/.-]+ \\([\\d.]+ [KM]B\\)$`,
      ),
    )
    // Printed last: nothing of the plugin or VitePress after it wrote a file.
    expect(printed.indexOf(line!)).toBeGreaterThan(
      printed.findIndex((text) => text.includes('Markdown pages written')),
    )
  })
})
