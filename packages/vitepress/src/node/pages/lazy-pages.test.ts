import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ChangelogEntry } from '../../shared/changelog'
import { linkHistory } from '../changelog/spec-histories'
import { resolveEmbeds, type EmbedTag } from './embeds'
import { loadSpec } from '../description/load'
import { LazySpec } from '../model/lazy-spec'
import { buildSpecModel, visibleSpec } from '../model/spec'
import { GeneratedPages, specRoutes } from './pages'
import { buildSearchIndex } from '../search/build-index'
import { compactSidebar, operationGroups, sidebarGroupModule, sidebarsModule } from './sidebar'

// What `vitepress dev` makes of a lazy model (model/lazy-spec.ts) before any page is asked for:
// the same routes, sidebars, search index and history links as of the whole model, without
// making it; then each page's data as the whole model's.
const site = fileURLToPath(new URL('../../../../../e2e/extensions-site/', import.meta.url))
const templates = {
  operation: '/t/operation.md',
  schema: '/t/schema.md',
  changelog: '/t/changelog.md',
}

async function models() {
  const loaded = await loadSpec({ name: 'shop', spec: 'specs/shop.yaml', prefix: '/shop' }, site)
  let made = 0
  const lazy = new LazySpec(visibleSpec(loaded), (visible) => {
    made++
    return buildSpecModel(visible)
  })
  return { whole: buildSpecModel(loaded), lazy, made: () => made }
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('a lazy model in dev', () => {
  it('gives the routes, sidebars, search index and history links without being made whole', async () => {
    const { whole, lazy, made } = await models()
    const model = lazy.model
    expect(specRoutes(model, '/site', templates)).toEqual(specRoutes(whole, '/site', templates))
    expect(compactSidebar(model)).toEqual(compactSidebar(whole))
    expect(operationGroups(model)).toEqual(operationGroups(whole))
    expect(sidebarsModule([model])).toBe(sidebarsModule([whole]))
    const id = 'virtual:vitepress-api-docs/sidebar/shop/sidebar-shop-0'
    expect(sidebarGroupModule(id, new Map([['shop', model]]))).toBe(
      sidebarGroupModule(id, new Map([['shop', whole]])),
    )
    expect(buildSearchIndex([model])).toEqual(buildSearchIndex([whole]))
    const first = whole.operations[0]!
    const history: ChangelogEntry[] = [
      {
        commit: 'c0ffee',
        date: 0,
        subject: 'first',
        file: 'shop.yaml',
        first: false,
        breaking: false,
        changes: [
          {
            kind: 'operation-added',
            method: first.method,
            path: first.path,
            what: 'operation-added',
            breaking: false,
          },
        ],
      },
    ]
    expect(linkHistory(history, model)).toEqual(linkHistory(history, whole))
    expect(made()).toBe(0)
  })

  it("makes each operation's and schema's page data without the whole model", async () => {
    const { whole, lazy, made } = await models()
    const histories = new Map([['shop', [] as ChangelogEntry[]]])
    const eager = new GeneratedPages(new Map([['shop', whole]]), histories)
    const pages = new GeneratedPages(new Map([['shop', lazy.model]]), histories)
    for (const operation of whole.operations) {
      const ref = { apiDocsPage: 'operation', spec: 'shop', key: operation.slug } as const
      expect(json(pages.operation(ref))).toEqual(json(operation))
      expect(json(pages.data(ref))).toEqual(json(eager.data(ref)))
    }
    const changelog = { apiDocsPage: 'changelog', spec: 'shop', key: 'changelog' } as const
    expect(pages.data(changelog)).toEqual(eager.data(changelog))
    for (const [name, slug] of Object.entries(whole.schemaSlugs)) {
      const schema = { apiDocsPage: 'schema', spec: 'shop', key: slug } as const
      expect(pages.schemaName(schema)).toBe(name)
      expect(json(pages.data(schema))).toEqual(json(eager.data(schema)))
    }
    expect(made()).toBe(0)
    expect(() => pages.data({ apiDocsPage: 'operation', spec: 'shop', key: 'nope' })).toThrow(
      'no generated page operation/shop/nope',
    )
  })

  it("resolves a markdown page's embeds without the whole model, as from the whole model", async () => {
    const { whole, lazy, made } = await models()
    const at = { line: 1, column: 1 }
    const tags: EmbedTag[] = [
      { component: 'OpenApiSpec', target: 'shop', ...at },
      { component: 'OpenApiEndpoint', target: `shop.${whole.operations[0]!.operationId}`, ...at },
      { component: 'OpenApiSchema', target: `shop.${Object.keys(whole.schemas)[0]!}`, ...at },
      { component: 'OpenApiEndpoint', target: 'shop.nope', ...at },
      { component: 'OpenApiSchema', target: 'shop.constructor', ...at },
    ]
    const eager = resolveEmbeds(tags, new Map([['shop', whole]]))
    expect(json(resolveEmbeds(tags, new Map([['shop', lazy.model]])))).toEqual(json(eager))
    expect(eager.broken.map(({ tag }) => tag.target)).toEqual(['shop.nope', 'shop.constructor'])
    expect(made()).toBe(0)
  })
})
