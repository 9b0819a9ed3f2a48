import type { OperationSummary } from '../shared/model'
import type { SidebarItem } from '../shared/sidebar'
import type { SpecModel } from './model/spec'
import { CHANGELOG_SLUG } from './model/spec'

// VitePress renders sidebar text as HTML (v-html), so every spec-supplied word is escaped here.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/** The URL of an operation page. */
export function operationLink(model: SpecModel, slug: string): string {
  return `${model.ref.prefix}/${slug}`
}

/** The URL of a schema page. */
export function schemaLink(specName: string, slug: string): string {
  return `/schemas/${specName}/${slug}`
}

function operationItem(model: SpecModel, operation: OperationSummary): SidebarItem {
  const label = escapeHtml(
    operation.summary ?? `${operation.method.toUpperCase()} ${operation.path}`,
  )
  return {
    text: `<span class="vpad-sb-method vpad-sb-${operation.method}">${operation.method === 'delete' ? 'DEL' : operation.method.toUpperCase()}</span><span class="vpad-sb-text${operation.deprecated ? ' vpad-sb-deprecated' : ''}">${label}</span>`,
    link: operationLink(model, operation.slug),
  }
}

/**
 * The whole sidebar of a spec: its tags with their operations, then Schemas, then Changelog.
 * With `skeleton`, groups carry no items: that is the part every page carries in its HTML, while
 * the full list (a thousand entries for a large API) is loaded once per spec in the browser.
 */
export function specSidebar(model: SpecModel, skeleton = false): SidebarItem[] {
  const tagGroups: SidebarItem[] = model.tags.map((tag) => ({
    text: escapeHtml(tag.name),
    collapsed: true,
    items: skeleton ? [] : tag.operations.map((operation) => operationItem(model, operation)),
  }))
  const schemaNames = Object.keys(model.schemas)
  const groups: SidebarItem[] = [{ text: escapeHtml(model.ref.label), items: tagGroups }]
  if (schemaNames.length) {
    groups.push({
      text: 'Schemas',
      collapsed: true,
      items: skeleton
        ? []
        : schemaNames.map((name) => ({
            text: escapeHtml(name),
            link: schemaLink(model.ref.name, model.schemaSlugs[name]!),
          })),
    })
  }
  groups.push({
    text: 'Changelog',
    collapsed: false,
    items: [{ text: 'History', link: `${model.ref.prefix}/${CHANGELOG_SLUG}` }],
  })
  return groups
}

/** The sidebar keys (path prefixes) a spec's pages live under. */
export function sidebarKeys(model: SpecModel): string[] {
  return [`${model.ref.prefix}/`, `/schemas/${model.ref.name}/`]
}
