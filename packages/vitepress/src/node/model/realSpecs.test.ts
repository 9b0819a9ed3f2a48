import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildRequest, missingRequired } from 'vue-api-playground/core'
import { PLACEHOLDER_SERVER, resolveServer, sampleServer } from '../../client/servers/servers'
import { tryItConfig } from '../../client/tryit/tryit'
import { loadSpec } from '../description/load'
import { buildSpecModel, operationPageData } from './spec'

// The try-it set-up (client/tryit/tryit.ts, client/servers/servers.ts) on real public descriptions, as a new
// user meets them.
const modules = fileURLToPath(new URL('../../../../../node_modules/', import.meta.url))

async function operation(spec: string, method: string, path: string) {
  const model = buildSpecModel(await loadSpec({ name: 'real', spec, prefix: '/real' }, modules))
  const found = model.operations.find((op) => op.method === method && op.path === path)
  if (!found) throw new Error(`${method} ${path} is not in ${spec}`)
  return operationPageData(model, found)
}

describe('Directus (@directus/specs): List Items', () => {
  it('leaves the optional export enum blank and unsent, and stops on the empty collection', async () => {
    const page = await operation('@directus/specs/dist/openapi.json', 'get', '/items/{collection}')
    const config = tryItConfig(page)
    const exported = config.data.find((item) => item.name === 'export')
    expect(exported).toMatchObject({ value: '', omitEmpty: true })
    expect(exported?.options).toContain('csv')
    expect(missingRequired(config.data).map((item) => item.name)).toEqual(['collection'])
    const filled = config.data.map((item) =>
      item.name === 'collection' ? { ...item, value: 'articles' } : item,
    )
    const built = buildRequest({ url: config.path, method: config.method, data: filled })
    // `backlink` has a default (true): a default fills its field and is sent; `export` is not.
    expect(built.url).toBe('/items/articles?backlink=true')

    // Directus names no server: requests go to `/`, samples to the placeholder.
    expect(page.operation.servers).toEqual([])
    expect(sampleServer('/', false, 'http://docs.test')).toBe(PLACEHOLDER_SERVER)
  })
})

describe('@readme/oas-examples server-variables', () => {
  it('fills every server URL with its defaults, and the chosen values', async () => {
    const page = await operation(
      '@readme/oas-examples/3.0/json/server-variables.json',
      'post',
      '/global',
    )
    const [first, second, third] = page.operation.servers
    expect(resolveServer(first!, {})).toBe('https://demo.example.com:443/v2')
    expect(resolveServer(second!, {})).toBe('http://demo.local/v1')
    expect(third!.variables.find((v) => v.name === 'port')?.enum).toEqual(['3000', '5000'])
    const values = { [`${third!.url}|port`]: '5000', [`${third!.url}|name`]: 'acme' }
    expect(resolveServer(third!, values)).toBe('https://acme.readme.io:5000/v1')
  })
})
