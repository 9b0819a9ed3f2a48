import { relative } from 'node:path'
import type { ChangelogEntry } from '../../shared/changelog'
import type { OperationModel } from '../../shared/model'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../../shared/page'
import { operationGroups, specGroupNumbers } from './sidebar'
import {
  changelogLink,
  CHANGELOG_SLUG,
  operationLink,
  pageFile,
  schemaLink,
} from '../../shared/links'
import { lazySpecOf, pagePartsOf, schemaPagePartsOf } from '../model/lazy-spec'
import { specOutline, type SpecOutline } from '../model/outline'
import { operationPageData, schemaPageData, type SpecModel } from '../model/spec'
import { withSchemaSummaries } from './schema-summaries'

/** One generated page, in the shape of a VitePress dynamic route. */
export interface GeneratedRoute {
  /** Source-relative path, e.g. `pets/listPets.md`. */
  path: string
  /** Absolute path of that (virtual) file. */
  fullPath: string
  /** The template file, relative to the source folder. */
  route: string
  params: GeneratedPageRef & Record<string, unknown>
}

/** Absolute paths of the page templates shipped with the plugin. */
export interface PageTemplates {
  operation: string
  schema: string
  changelog: string
}

/**
 * Every page a spec generates: its operations, its schemas and its changelog. `extra` joins
 * every page's params (dev's revision number).
 */
export function specRoutes(
  whole: SpecOutline,
  srcDir: string,
  templates: PageTemplates,
  extra: Record<string, unknown> = {},
): GeneratedRoute[] {
  const model = specOutline(whole)
  const spec = model.ref.name
  const groups = operationGroups(model)
  // Made once per spec, not once per page: Microsoft Graph beta has 28,539 pages.
  const folder = srcDir.replace(/\\/g, '/').replace(/\/$/, '')
  const relatives = new Map<string, string>()
  const route = (
    template: string,
    path: string,
    params: GeneratedRoute['params'],
  ): GeneratedRoute => {
    let relativePath = relatives.get(template)
    if (relativePath === undefined)
      relatives.set(template, (relativePath = relative(srcDir, template).replace(/\\/g, '/')))
    return {
      path,
      fullPath: `${folder}/${path}`,
      route: relativePath,
      params: { ...params, ...extra },
    }
  }
  const routes = model.operations.map((operation) =>
    route(templates.operation, pageFile(operationLink(model.ref.prefix, operation.slug)), {
      apiDocsPage: 'operation',
      spec,
      key: operation.slug,
      sidebar: groups.get(operation.slug) ?? [],
    }),
  )
  const schemaGroup = specGroupNumbers(model).schemas ?? 0
  for (const [, slug] of Object.entries(model.schemaSlugs)) {
    routes.push(
      route(templates.schema, pageFile(schemaLink(spec, slug)), {
        apiDocsPage: 'schema',
        spec,
        key: slug,
        sidebar: [schemaGroup],
      }),
    )
  }
  routes.push(
    route(templates.changelog, pageFile(changelogLink(model.ref.prefix)), {
      apiDocsPage: 'changelog',
      spec,
      key: CHANGELOG_SLUG,
    }),
  )
  return routes
}

/**
 * The data of every generated page, made when asked for: a page's module names its page, and the
 * data is made once, for the JSON file the browser fetches (which the server render reads too).
 * A lazy model's operation is made when its page is first asked for (see lazy-spec.ts).
 */
export class GeneratedPages {
  /** Each whole model's operations by slug, indexed on the first ask. */
  private readonly operations = new Map<SpecModel, Map<string, OperationModel>>()
  private readonly schemas = new Map<string, string>()

  constructor(
    private readonly models: ReadonlyMap<string, SpecModel>,
    private readonly histories: ReadonlyMap<string, ChangelogEntry[]>,
    /** Whether pages carry the schemas they do not show open in summary (a build's do). */
    private readonly summarize = false,
  ) {
    for (const model of models.values()) {
      const { ref, schemaSlugs } = specOutline(model)
      for (const [name, slug] of Object.entries(schemaSlugs))
        this.schemas.set(`${ref.name}/${slug}`, name)
    }
  }

  /** The operation a page shows, if the ref names one. */
  operation(ref: GeneratedPageRef): OperationModel | undefined {
    const model = ref.apiDocsPage === 'operation' ? this.models.get(ref.spec) : undefined
    if (!model) return undefined
    const lazy = lazySpecOf(model)
    if (lazy) return lazy.operation(ref.key)
    let bySlug = this.operations.get(model)
    if (!bySlug)
      this.operations.set(
        model,
        (bySlug = new Map(model.operations.map((operation) => [operation.slug, operation]))),
      )
    return bySlug.get(ref.key)
  }

  /** The component schema's name a page shows, if the ref names one. */
  schemaName(ref: GeneratedPageRef): string | undefined {
    return ref.apiDocsPage === 'schema' ? this.schemas.get(`${ref.spec}/${ref.key}`) : undefined
  }

  /**
   * A page's data as the browser gets it (and the server render reads it): in a build, the
   * schemas it does not show open in summary. The Markdown twins are written from the whole data.
   */
  forBrowser(page: GeneratedPageData): GeneratedPageData {
    if (!this.summarize) return page
    const links = page.apiDocsPage === 'changelog' ? {} : page.data.schemaLinks
    const hasPage = (name: string) => name in links
    if (page.apiDocsPage === 'operation')
      return { ...page, data: withSchemaSummaries(page.data, hasPage) }
    if (page.apiDocsPage === 'schema')
      return { ...page, data: withSchemaSummaries(page.data, hasPage) }
    return page
  }

  /** The data of a generated page; throws for a ref that names no page. */
  data(ref: GeneratedPageRef): GeneratedPageData {
    const model = this.models.get(ref.spec)
    const operation = this.operation(ref)
    const schema = this.schemaName(ref)
    if (model && operation) {
      return { apiDocsPage: 'operation', data: operationPageData(pagePartsOf(model), operation) }
    }
    if (model && schema) {
      return { apiDocsPage: 'schema', data: schemaPageData(schemaPagePartsOf(model), schema) }
    }
    if (model && ref.apiDocsPage === 'changelog')
      return {
        apiDocsPage: 'changelog',
        data: {
          spec: model.ref,
          title: model.title,
          version: model.version,
          history: this.histories.get(ref.spec) ?? [],
        },
      }
    throw new Error(`vitepress-api-docs: no generated page ${pageRefId(ref)}`)
  }
}
