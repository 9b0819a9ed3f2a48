import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, resolveConfig, type HeadConfig } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeOwnScripts } from './head-scripts'

// The oracle is VitePress's own build of a plain site: the scripts put back are byte for byte the
// ones it writes. The site sits inside the repository, where VitePress (and its Vite) resolve.
const root = fileURLToPath(new URL(`../../../.cache/head-scripts-${process.pid}/`, import.meta.url))
let plain = ''

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  writeFileSync(join(root, 'index.md'), '# Plain\n')
  await build(root, { logLevel: 'warn' } as Parameters<typeof build>[1])
  plain = readFileSync(join(root, '.vitepress/dist/index.html'), 'utf8')
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A head tag as VitePress's `renderHead` writes it, for the attributes used here. */
const render = ([tag, attrs]: HeadConfig) =>
  `<${tag}${Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('')}>`

describe('takeOwnScripts', () => {
  it("puts VitePress's own inline scripts back as VitePress's build writes them", async () => {
    const site = await resolveConfig(root, 'build', 'production')
    const restore = await takeOwnScripts(site)
    expect(site.site.head.some(([tag]) => tag === 'script')).toBe(false)
    const placeholders = site.site.head.filter(([tag]) => tag === 'meta').map(render)
    expect(placeholders).toHaveLength(2)
    const own = plain.match(/<script id="check-(dark-mode|mac-os)">[^<]*<\/script>/g)!
    expect(own).toHaveLength(2)
    expect(restore!(`<head>${placeholders.join('\n    ')}</head>`)).toBe(
      `<head>${own.join('\n    ')}</head>`,
    )
  })

  it('leaves the head alone when it has none of them, or no minifier can be had', async () => {
    const site = await resolveConfig(root, 'build', 'production')
    const head = structuredClone(site.site.head)
    expect(
      await takeOwnScripts(site, () => Promise.reject(new Error('no esbuild'))),
    ).toBeUndefined()
    expect(site.site.head).toEqual(head)
    site.site.head = [['script', { id: 'mine' }, 'alert(1)']]
    expect(await takeOwnScripts(site, async (code) => code)).toBeUndefined()
    expect(site.site.head).toEqual([['script', { id: 'mine' }, 'alert(1)']])
  })
})
