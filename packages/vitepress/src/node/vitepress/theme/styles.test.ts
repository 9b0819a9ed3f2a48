import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as compiler from 'vue/compiler-sfc'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileSfc } from './sfc'
import { findsPostcssConfig, servesCssAsIs, styleModule, viteClientPath } from './styles'
import { pluginVue, served, servedStyle, type VuePlugin } from '../../testUtils'

const require = createRequire(import.meta.url)
const themeDir = join(dirname(require.resolve('vitepress')), '../client/theme-default')
const root = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))
const sfcs = readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.vue'))
  .map((file) => join(themeDir, file))

/** What a style module hands Vite's `updateStyle`: the id and the CSS. */
function inserted(module: string): { client: string; id: string; css: string } {
  const client = /^import \{ updateStyle \} from ("[^"]+")$/m.exec(module)![1]!
  const call = /^updateStyle\(("(?:[^"\\]|\\.)*"), ("(?:[^"\\]|\\.)*")\)$/m.exec(module)!
  return {
    client: JSON.parse(client) as string,
    id: JSON.parse(call[1]!) as string,
    css: JSON.parse(call[2]!) as string,
  }
}

describe('styleModule', () => {
  let plugin: VuePlugin
  beforeAll(async () => {
    plugin = await pluginVue(root)
  })

  it("inserts the very CSS plugin-vue makes of each of the theme's style blocks", async () => {
    let blocks = 0
    let scoped = 0
    for (const file of sfcs) {
      const { styles } = await served(plugin, file)
      const sfc = compileSfc(file, readFileSync(file, 'utf8'), { root, compiler })
      for (const [index, request] of styles.entries()) {
        const block = sfc.descriptor.styles[index]!
        const module = styleModule(
          { request: request!, filename: file, block, componentId: sfc.id },
          { root, compiler },
          '/@vite/client',
        )
        expect(module, request).toBeDefined()
        const { client, id, css } = inserted(module!)
        expect(client).toBe('/@vite/client')
        expect(id).toBe(request)
        expect(css, request).toBe(await servedStyle(plugin, request!))
        blocks++
        if (block.scoped) {
          expect(css).toContain(`[data-v-${sfc.id}]`)
          scoped++
        }
      }
    }
    expect(blocks).toBeGreaterThan(50)
    expect(scoped).toBeGreaterThan(40)
  })

  it('leaves to Vite a block whose CSS it would rewrite: an @import, a url() to a file', () => {
    const file = join(themeDir, 'Fake.vue')
    const module = (css: string) => {
      const sfc = compileSfc(file, `<template><p/></template><style scoped>${css}</style>`, {
        root,
        compiler,
      })
      const request = `${file}?vue&type=style&index=0&scoped=${sfc.id}&lang.css`
      const block = sfc.descriptor.styles[0]!
      return styleModule(
        { request, filename: file, block, componentId: sfc.id },
        { root, compiler },
        '/docs/@vite/client',
      )
    }
    expect(module("@import './a.css';")).toBeUndefined()
    expect(module('p { background: url(./a.png) }')).toBeUndefined()
    expect(module("p { background: url( 'a.png') }")).toBeUndefined()
    const inline = module("p { --icon: url('data:image/svg+xml,%3Csvg%3E') }")
    expect(inline && inserted(inline).client).toBe('/docs/@vite/client')
  })

  it("imports Vite's client by the site's base, as Vite's own CSS modules do", () => {
    expect(viteClientPath('/')).toBe('/@vite/client')
    expect(viteClientPath('/docs/')).toBe('/docs/@vite/client')
    expect(viteClientPath('')).toBe('/@vite/client')
  })
})

describe('servesCssAsIs', () => {
  it('is false where postcss, Lightning CSS or source maps would change what Vite serves', () => {
    const site = mkdtempSync(join(tmpdir(), 'theme-styles-'))
    try {
      const docs = join(site, 'docs')
      mkdirSync(docs)
      // Up to the file system's root nothing configures postcss (the temporary folder).
      expect(findsPostcssConfig(docs)).toBe(false)
      expect(servesCssAsIs(undefined, docs)).toBe(true)
      expect(servesCssAsIs({}, docs)).toBe(true)
      expect(servesCssAsIs({ postcss: { plugins: [] } }, docs)).toBe(false)
      expect(servesCssAsIs({ transformer: 'lightningcss' }, docs)).toBe(false)
      expect(servesCssAsIs({ devSourcemap: true }, docs)).toBe(false)
      // A configuration above the site's root applies, as postcss-load-config searches upward.
      writeFileSync(join(site, 'package.json'), JSON.stringify({ postcss: { plugins: {} } }))
      expect(servesCssAsIs({}, docs)).toBe(false)
      writeFileSync(join(site, 'package.json'), '{}')
      expect(servesCssAsIs({}, docs)).toBe(true)
      writeFileSync(join(docs, 'postcss.config.mjs'), 'export default { plugins: [] }\n')
      expect(servesCssAsIs({}, docs)).toBe(false)
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
