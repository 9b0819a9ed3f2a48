import { relative } from 'node:path'
import type { ChangelogEntry } from '../shared/changelog'
import type { GeneratedPageParams } from '../shared/page'
import { CHANGELOG_SLUG, operationPageData, schemaPageData, type SpecModel } from './model/spec'

/** One generated page, in the shape of a VitePress dynamic route. */
export interface GeneratedRoute {
  /** Source-relative path, e.g. `pets/listPets.md`. */
  path: string
  /** Absolute path of that (virtual) file. */
  fullPath: string
  /** The template file, relative to the source folder. */
  route: string
  params: GeneratedPageParams & Record<string, unknown>
}

/** Absolute paths of the page templates shipped with the plugin. */
export interface PageTemplates {
  operation: string
  schema: string
  changelog: string
}

/** Every page a spec generates: its operations, its schemas and its changelog. */
export function specRoutes(
  model: SpecModel,
  srcDir: string,
  templates: PageTemplates,
  history: ChangelogEntry[] = [],
): GeneratedRoute[] {
  const dir = model.ref.prefix.slice(1)
  const route = (
    template: string,
    path: string,
    params: GeneratedRoute['params'],
  ): GeneratedRoute => ({
    path,
    fullPath: `${srcDir.replace(/\\/g, '/').replace(/\/$/, '')}/${path}`,
    route: relative(srcDir, template).replace(/\\/g, '/'),
    params,
  })
  const routes = model.operations.map((operation) =>
    route(templates.operation, `${dir}/${operation.slug}.md`, {
      apiDocsPage: 'operation',
      data: operationPageData(model, operation),
    }),
  )
  for (const name of Object.keys(model.schemas)) {
    routes.push(
      route(templates.schema, `schemas/${model.ref.name}/${model.schemaSlugs[name]}.md`, {
        apiDocsPage: 'schema',
        data: schemaPageData(model, name),
      }),
    )
  }
  routes.push(
    route(templates.changelog, `${dir}/${CHANGELOG_SLUG}.md`, {
      apiDocsPage: 'changelog',
      data: { spec: model.ref, title: model.title, version: model.version, history },
    }),
  )
  return routes
}
