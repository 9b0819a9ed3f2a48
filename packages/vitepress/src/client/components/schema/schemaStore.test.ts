import { afterEach, describe, expect, it, vi } from 'vitest'
import { computed, reactive } from 'vue'
import type { SchemaNode } from '../../../shared/model'
import { pageDataScript } from '../../../shared/page-data-script'
import { loadReachable, loadSchema, namedSchemas, type SchemaSource } from './schemaStore'

vi.mock('vitepress', () => ({ withBase: (path: string) => path }))

const page = (name: string, schema: SchemaNode, schemas: Record<string, SchemaNode> = {}) =>
  `<html><body>${pageDataScript(
    JSON.stringify({
      page: {
        apiDocsPage: 'schema',
        data: { name, schema, schemas, schemaLinks: { [name]: `/s/${name}`, tag: '/s/tag' } },
      },
    }),
    `../s/${name}`,
  )}</body></html>`

const served: Record<string, string> = {
  '/s/user.html': page(
    'user',
    { type: 'object', properties: { id: { type: 'integer' }, tags: { $ref: 'tag' } } },
    { tag: { type: 'object', summary: { properties: 1 } } },
  ),
  '/s/tag.html': page('tag', { type: 'object', properties: { name: { type: 'string' } } }),
}
const fetched: string[] = []

afterEach(() => vi.unstubAllGlobals())
const stubFetch = () =>
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url)
    const text = served[url]
    return Promise.resolve(new Response(text ?? '', { status: text ? 200 : 404 }))
  })

describe('namedSchemas', () => {
  it('finds every $ref in a node, through inline subschemas and lists', () => {
    const node = { properties: { a: { $ref: 'A' }, b: { items: { oneOf: [{ $ref: 'B' }] } } } }
    expect([...namedSchemas(node)].sort()).toEqual(['A', 'B'])
  })
})

describe('loadSchema', () => {
  it("fills a summarized schema in from its page's data, and a tree reading it follows", async () => {
    stubFetch()
    const source: SchemaSource = {
      schemas: { user: { type: 'object', summary: { properties: 2 } } },
      schemaLinks: { user: '/s/user' },
    }
    const shown = computed(() => Object.keys(reactive(source.schemas).user?.properties ?? {}))
    expect(shown.value).toEqual([])
    await loadSchema(source, 'user')
    expect(shown.value).toEqual(['id', 'tags'])
    expect(source.schemas.tag!.summary).toEqual({ properties: 1 })
    expect(source.schemaLinks.tag).toBe('/s/tag')
    // Once whole, it is not fetched again.
    const count = fetched.length
    await loadSchema(source, 'user')
    expect(fetched.length).toBe(count)
  })

  it('loads whole every schema a node reaches, and leaves one without a page as it is', async () => {
    stubFetch()
    const source: SchemaSource = {
      schemas: { user: { summary: { properties: 2 } }, gone: { summary: { properties: 1 } } },
      schemaLinks: { user: '/s/user', gone: '/s/gone' },
    }
    await loadReachable(source, [{ properties: { u: { $ref: 'user' }, g: { $ref: 'gone' } } }])
    expect(source.schemas.user!.properties).toBeDefined()
    expect(source.schemas.tag!.properties).toEqual({ name: { type: 'string' } })
    expect(source.schemas.gone!.summary).toBeDefined()
  })
})
