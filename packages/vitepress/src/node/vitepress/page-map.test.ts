import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  installPageMap,
  preloadSharedModule,
  shareKindModule,
  SharedPageModules,
  slimHashMap,
  writeAsAsset,
} from './page-map'
import { pageDataOfHtml } from '../../shared/page-data-script'

/** Two specs' pages: operations, a schema and a changelog (which shares the operations' prefix). */
function modules(): SharedPageModules {
  const shared = new SharedPageModules()
  const op = 'api-docs-operation.OP.js'
  shared.add({
    path: 'pets/getPet.md',
    slug: 'getPet',
    module: op,
    dataFile: 'pages/pets.D1/getpet',
    html: '../pets/getPet',
  })
  shared.add({
    path: 'pets/changelog.md',
    slug: 'changelog',
    module: 'api-docs-changelog.CL.js',
    dataFile: 'pages/pets.D1/changelog',
    html: '../pets/changelog',
    alone: true,
  })
  shared.add({
    path: 'schemas/pets/Pet.md',
    slug: 'Pet',
    module: 'api-docs-schema.SC.js',
    dataFile: 'pages/pets.D1/schemas/pet',
    html: '../schemas/pets/Pet',
  })
  shared.add({
    path: 'pets/v2/list.md',
    slug: 'list',
    module: op,
    dataFile: 'pages/pets2.D2/list',
    html: '../pets/v2/list',
  })
  return shared
}

const metadata = (map: Record<string, string>) =>
  `window.__VP_HASH_MAP__=JSON.parse(${JSON.stringify(JSON.stringify(map))});window.__VP_SITE_DATA__=JSON.parse("{}");`

/** The map the browser gets from a metadata script. */
function mapOf(script: string): Record<string, string | undefined> {
  const window: { __VP_HASH_MAP__?: Record<string, string | undefined> } = {}
  new Function('window', script)(window)
  return window.__VP_HASH_MAP__!
}

describe('the page map', () => {
  it("answers for each generated page with its kind's module and its data file, without listing them", () => {
    // VitePress 2.0 saw the page bundled for a kind as a page of its own: the map answers for it.
    const seen = { 'pets_index.md': 'OWN', 'index.md': 'X', 'pets_getpet.md': 'PAGE' }
    const slim = slimHashMap(metadata(seen), modules())!
    expect(slim).not.toContain('v2/list')
    expect(slim).toContain('window.__VP_SITE_DATA__=JSON.parse("{}");')
    const map = mapOf(slim)
    // The map's keys are in lower case: a slug in mixed case is answered for in lower case too,
    // not listed (Microsoft Graph's 42,561 pages would be 6.8 MB of map); its module finds the
    // case in the page's address (client/pages-store.ts).
    expect(slim).not.toContain('getPet')
    expect(map['pets_getpet.md']).toBe('/../api-docs-operation.OP.js?../pets/getpet&')
    expect(map['schemas_pets_pet.md']).toBe('/../api-docs-schema.SC.js?../schemas/pets/pet&')
    // The changelog shares the operations' prefix: it is listed.
    expect(map['pets_changelog.md']).toBe('/../api-docs-changelog.CL.js?../pets/changelog&')
    // The longer prefix (another spec's) wins.
    expect(map['pets_v2_list.md']).toBe('/../api-docs-operation.OP.js?../pets/v2/list&')
    expect(map['pets_v2_other.md']).toBe('/../api-docs-operation.OP.js?../pets/v2/other&')
    // Other pages keep their own hash, the author's pages under the prefix included.
    expect(map['pets_index.md']).toBe('OWN')
    expect(map['index.md']).toBe('X')
    expect(map['guide_intro.md']).toBeUndefined()
    expect(map['constructor']).toBeUndefined()
  })

  it('leads the router to the module: the URL it makes resolves to the module, the page in its query', () => {
    const map = mapOf(slimHashMap(metadata({}), modules())!)
    // As VitePress's `pathToFile` builds it, and its lean variant on a first load.
    const url = new URL(
      `/assets/schemas_pets_Pet.md.${map['schemas_pets_pet.md']}.js`,
      'http://a.b',
    )
    expect(url.pathname).toBe('/assets/api-docs-schema.SC.js')
    expect(url.search).toBe('?../schemas/pets/pet&.js')
    // The page's HTML, relative to the module (its name in lower case; in its case once the
    // module reads it against the address, client/pages-store.ts).
    expect(new URL('./../schemas/pets/pet.html', url).pathname).toBe('/schemas/pets/pet.html')
    // The modulepreload link of a first load names the same URL as the lean import.
    expect(modules().leanUrl('schemas/pets/Pet.md', '/docs/', 'assets')).toBe(
      '/docs/assets/api-docs-schema.SC.js?../schemas/pets/pet&.lean.js',
    )
  })

  it('leaves a script of another shape alone', () => {
    expect(slimHashMap('window.__VP_SITE_DATA__={}', modules())).toBeUndefined()
  })

  it('slims the metadata chunk in place and lists every generated page in hashmap.json', () => {
    const out = mkdtempSync(join(tmpdir(), 'page-map-'))
    try {
      const chunks = join(out, 'assets/chunks')
      mkdirSync(chunks, { recursive: true })
      writeFileSync(join(chunks, 'metadata.abc.js'), metadata({ 'index.md': 'X' }))
      writeFileSync(join(out, 'hashmap.json'), '{"index.md":"X"}')
      expect(installPageMap(out, chunks, modules())).toBe(1)
      expect(mapOf(readFileSync(join(chunks, 'metadata.abc.js'), 'utf8'))['pets_getpet.md']).toBe(
        '/../api-docs-operation.OP.js?../pets/getpet&',
      )
      const full = JSON.parse(readFileSync(join(out, 'hashmap.json'), 'utf8')) as object
      expect(Object.keys(full)).toHaveLength(5)
      expect(full).toMatchObject({
        'index.md': 'X',
        'pets_v2_list.md': '/../api-docs-operation.OP.js?../pets/v2/list&',
      })
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('preloadSharedModule', () => {
  it("points a generated page's modulepreload link at its kind's module", () => {
    const html = '<link rel="modulepreload" href="/docs/assets/pets_getPet.md.undefined.lean.js">'
    expect(preloadSharedModule(html, 'pets/getPet.md', '/docs/', 'assets', modules())).toBe(
      '<link rel="modulepreload" href="/docs/assets/api-docs-operation.OP.js?../pets/getpet&amp;.lean.js">',
    )
    // Another page's HTML is left alone.
    expect(preloadSharedModule(html, 'index.md', '/docs/', 'assets', modules())).toBe(html)
  })
})

describe("the pages' data in their HTML", () => {
  it("puts a page's data file at the end of its body, which its module reads back", async () => {
    const assets = mkdtempSync(join(tmpdir(), 'page-data-'))
    try {
      mkdirSync(join(assets, 'pages/pets.D1'), { recursive: true })
      // Descriptions are HTML: what would end the script element or open a comment in it.
      const text = '{"page":{"d":"<p>a</p></script><!--x-->"},"pageData":{"title":"T"}}'
      writeFileSync(join(assets, 'pages/pets.D1/getpet.json'), text)
      const html = '<html><body><div id="app"></div></body></html>'
      const out = modules().withPageData(html, 'pets/getPet.md', assets)
      expect(out).toMatch(/^<html><body><div id="app"><\/div><script type="application\/json"/)
      expect(out.match(/<\/script>/g)).toHaveLength(1)
      expect(out).not.toContain('<!--')
      expect(out).toMatch(/<\/script>\n<\/body><\/html>$/)
      const carried = pageDataOfHtml(out, '../pets/getPet')!
      expect(JSON.parse(carried)).toEqual(JSON.parse(text))
      // Another page's name finds nothing; a page not added is left alone.
      expect(pageDataOfHtml(out, '../pets/other')).toBeUndefined()
      expect(modules().withPageData(html, 'index.md', assets)).toBe(html)
      expect([...modules().dataFolders()].sort()).toEqual(['pages/pets.D1', 'pages/pets2.D2'])
      // Read once, the file is removed beside the render.
      await vi.waitFor(() =>
        expect(existsSync(join(assets, 'pages/pets.D1/getpet.json'))).toBe(false),
      )
    } finally {
      rmSync(assets, { recursive: true, force: true })
    }
  })
})

describe('shareKindModule', () => {
  it('names the module after its kind and code, and takes it out of the pages VitePress sees', () => {
    const chunk = { fileName: 'assets/pets_getPet.md.H.js', isEntry: true, code: '' }
    const file = shareKindModule(
      chunk,
      'x("__VP_STATIC_START__<p>__VP_STATIC_END__")',
      'operation',
      'assets',
    )
    expect(file).toMatch(/^api-docs-operation\.\w{8}\.js$/)
    expect(chunk).toMatchObject({ fileName: `assets/${file}`, isEntry: false, code: 'x("<p>")' })
    const other = { fileName: 'a.js', isEntry: true, code: '' }
    expect(shareKindModule(other, 'y()', 'operation', 'assets')).not.toBe(file)
  })
})

describe('writeAsAsset', () => {
  it('puts the module into the bundle as an asset of its name, and takes the chunk out', () => {
    const chunk = {
      fileName: 'assets/api-docs-operation.H.js',
      isEntry: false,
      code: 'c',
      facadeModuleId: '/s/a.md',
    }
    const bundle: Record<string, unknown> = {
      'assets/a.md.X.js': { ...chunk, type: 'chunk' },
      'assets/app.js': { type: 'chunk', facadeModuleId: '/app.js' },
    }
    const emitted: unknown[] = []
    writeAsAsset({ emitFile: (file) => String(emitted.push(file)) }, bundle, chunk)
    expect(emitted).toEqual([
      { type: 'asset', fileName: 'assets/api-docs-operation.H.js', source: 'c' },
    ])
    expect(Object.keys(bundle)).toEqual(['assets/app.js'])
  })
})
