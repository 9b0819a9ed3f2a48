import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createServer, type PluginOption } from 'vite'
import { parse } from 'yaml'
import { downloadPath } from '../options'
import { apiDocsDownloadPlugin, downloadOf } from './download'
import { minifyJson } from '../description/download'

const site = fileURLToPath(new URL('../../../../../e2e/extensions-site/', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'vpad-download-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const entry = (spec: string) => ({ name: 'shop', spec, prefix: '/shop' })

describe('downloadOf', () => {
  it('serves a YAML file less what x-internal hides, keeping its comments and layout', () => {
    const file = join(folder, 'shop.yaml')
    writeFileSync(
      file,
      `# The shop, for partners
openapi: 3.1.0
info: { title: Shop, version: '1' }
paths:
  /pets:
    get:
      responses: { '200': { description: ok } } # listed
  /staff:
    get:
      x-internal: true
      responses: { '200': { description: secret } }
`,
    )
    const { type, text } = downloadOf(entry(file), '/')
    expect(type).toBe('application/yaml')
    expect(text).toContain('# The shop, for partners')
    expect(text).toContain('# listed')
    expect(text).not.toMatch(/staff|secret|x-internal/)
    expect(Object.keys(parse(text).paths)).toEqual(['/pets'])
    expect(downloadOf({ ...entry(file), includeInternal: true }, '/').text).toBe(
      readFileSync(file, 'utf8'),
    )
  })

  it('serves a JSON file without the whitespace between its tokens, its tokens as written', () => {
    const file = join(folder, 'pretty.json')
    const text =
      '{\n  "openapi": "3.0.3",\n  "info": { "title": "A \\" b\\\\", "x": 12345678901234567890, "y": 1.50 },\n  "paths": {}\n}\n'
    writeFileSync(file, text)
    const served = downloadOf(entry(file), '/').text
    expect(served).toBe(
      '{"openapi":"3.0.3","info":{"title":"A \\" b\\\\","x":12345678901234567890,"y":1.50},"paths":{}}',
    )
    expect(JSON.parse(served)).toEqual(JSON.parse(text))
    expect(minifyJson('{ "a b" : [ 1 , "\\\\" , " \\n " ] }')).toBe('{"a b":[1,"\\\\"," \\n "]}')
  })

  it('serves a JSON file as JSON, and a file that hides nothing byte for byte', () => {
    const file = join(folder, 'api.json')
    const document = {
      openapi: '3.0.3',
      paths: { '/a': { get: { responses: {} } }, '/b': { get: { 'x-scalar-ignore': true } } },
    }
    writeFileSync(file, JSON.stringify(document))
    const { type, text } = downloadOf(entry('api.json'), folder)
    expect(type).toBe('application/json')
    expect(Object.keys(JSON.parse(text).paths)).toEqual(['/a'])
    const plain = join(folder, 'plain.json')
    writeFileSync(plain, '{"openapi":"3.0.3","paths":{}}')
    expect(downloadOf(entry(plain), '/').text).toBe('{"openapi":"3.0.3","paths":{}}')
    // The text a caller has read already is the one served (the file is not read again).
    expect(downloadOf(entry(plain), '/', '{ "openapi": "3.1.0" }').text).toBe('{"openapi":"3.1.0"}')
  })

  it("leaves no trace of the fixture site's hidden operations, webhooks and schemas", () => {
    const { text } = downloadOf(entry('specs/shop.yaml'), site)
    expect(text).not.toMatch(/secret|ignored|x-internal|x-scalar-ignore/i)
    const document = parse(text)
    expect(Object.keys(document.webhooks)).toEqual(['petAdopted'])
    expect(Object.keys(document.components.schemas)).toEqual(['Pet', 'AdoptionEvent'])
    expect(Object.keys(document.paths.ignored ?? {})).toEqual([])
  })
})

describe('downloadPath', () => {
  it("is the file's name under the spec's prefix", () => {
    expect(downloadPath({ prefix: '/shop', spec: 'specs/shop.yaml' })).toBe('/shop/shop.yaml')
    expect(downloadPath({ prefix: '/a', spec: '/x/my api.json' })).toBe('/a/my%20api.json')
  })
})

describe('apiDocsDownloadPlugin', () => {
  it('serves the download on a dev server, read again on each request', async () => {
    const copy = join(folder, 'dev.yaml')
    writeFileSync(copy, readFileSync(join(site, 'specs/shop.yaml')))
    const server = await createServer({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      // Typed against VitePress's own copy of Vite; the hooks it uses are the same in this one.
      plugins: [
        apiDocsDownloadPlugin([
          { name: 'shop', spec: 'dev.yaml', prefix: '/shop' },
        ]) as unknown as PluginOption,
      ],
      server: { port: 0, host: '127.0.0.1' },
    })
    await server.listen()
    try {
      const address = server.httpServer!.address() as AddressInfo
      const url = `http://127.0.0.1:${address.port}/shop/dev.yaml`
      const response = await fetch(url)
      expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
      const text = await response.text()
      expect(text).toContain('petAdopted')
      expect(text).not.toMatch(/secret/i)
      writeFileSync(copy, 'openapi: 3.1.0\ninfo: { title: Edited, version: "2" }\npaths: {}\n')
      expect(await (await fetch(url)).text()).toContain('Edited')
    } finally {
      await server.close()
    }
  })

  it('writes into the build only the descriptions offered for download', () => {
    const plugin = apiDocsDownloadPlugin([
      { name: 'shop', spec: 'specs/shop.yaml', prefix: '/shop' },
      { name: 'off', spec: 'specs/shop.yaml', prefix: '/off', download: false },
      { name: 'far', spec: 'specs/shop.yaml', prefix: '/far', download: 'https://example.com/s' },
    ])
    const hooks = plugin as unknown as {
      config(config: object): void
      configResolved(config: object): void
      generateBundle(this: object): void
    }
    hooks.config({ vitepress: { root: site } })
    hooks.configResolved({ root: site, base: '/', build: { ssr: false } })
    const emitted: string[] = []
    hooks.generateBundle.call({
      emitFile: (file: { fileName: string }) => emitted.push(file.fileName),
      warn: (message: string) => emitted.push(`warn: ${message}`),
    })
    expect(emitted).toEqual(['shop/shop.yaml'])
  })

  it('says so when a description is too large to write by default', () => {
    const large = join(folder, 'large.json')
    writeFileSync(large, `{"x":"${'a'.repeat(21 * 2 ** 20)}"}`)
    const plugin = apiDocsDownloadPlugin([{ name: 'big', spec: large, prefix: '/big' }])
    const hooks = plugin as unknown as {
      configResolved(config: object): void
      generateBundle(this: object): void
    }
    hooks.configResolved({ root: folder, base: '/', build: { ssr: false } })
    const emitted: string[] = []
    hooks.generateBundle.call({
      emitFile: (file: { fileName: string }) => emitted.push(file.fileName),
      warn: (message: string) => emitted.push(`warn: ${message}`),
    })
    expect(emitted).toEqual([
      "warn: big: the description is not offered for download, larger than 20 MiB (hosts refuse a file over 25 MiB: Cloudflare Pages); `download: '<url>'` links it where it is hosted, `download: true` writes it anyway",
    ])
  })
})
