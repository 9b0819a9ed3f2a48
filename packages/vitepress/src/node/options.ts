import type { LlmsOptions } from './llms/plugin'
import type { ApiDocsSearchOptions } from './search/modules'

/** One OpenAPI description served by the plugin (SEED.md 2, documentation plugin spec entry). */
export interface ApiSpecEntry {
  /** Unique across specs; the prefix of every operation id (`<name>.<operationId>`). */
  name: string
  /** Path to the YAML or JSON description, relative to the site's root folder, or absolute. */
  spec: string
  /** Sidebar title. @default the description's `info.title` */
  label?: string
  /** Unique URL prefix of the spec's generated pages, e.g. `/pets`. */
  prefix: string
  /** Base URL the try-it panels start with, put before the description's servers. @default the description's first server */
  server?: string
}

/** What to do with an `OpenApiEndpoint`, `OpenApiSpec` or `OpenApiSchema` that names nothing. */
export type BrokenEmbedAction = 'error' | 'warn'

/** Options of `apiDocs()`. */
export interface ApiDocsOptions {
  /** The descriptions to serve, each under its own prefix. */
  specs: ApiSpecEntry[]
  /** An embed naming an operation, spec or schema that does not exist. @default 'error' */
  onBrokenEmbed?: BrokenEmbedAction
  /** Print what the plugin does (specs loaded, pages generated, with counts and times). @default true */
  log?: boolean
  /** The Cmd/Ctrl+K search dialog across every spec. */
  search?: ApiDocsSearchOptions
  /** `/llms.txt`, `/llms-full.txt` and a Markdown twin (`.md`) of each generated page; `false` writes none. @default true */
  llms?: boolean | LlmsOptions
}

/** A spec entry after validation: prefix normalized, path absolute once the site root is known. */
export interface ResolvedSpecEntry extends ApiSpecEntry {
  /** `/pets` style: one leading slash, no trailing slash. */
  prefix: string
}

/** A configuration mistake, naming the entry it is about. */
export class ApiDocsConfigError extends Error {
  override name = 'ApiDocsConfigError'
}

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

/** Checks the options and normalizes prefixes; throws one error listing every mistake. */
export function validateOptions(options: ApiDocsOptions): ResolvedSpecEntry[] {
  const problems: string[] = []
  if (!options || !Array.isArray(options.specs) || options.specs.length === 0) {
    throw new ApiDocsConfigError(
      'apiDocs: `specs` must be a non-empty list of { name, spec, prefix }',
    )
  }
  const resolved: ResolvedSpecEntry[] = []
  options.specs.forEach((entry, index) => {
    const where = `specs[${index}]${typeof entry?.name === 'string' && entry.name ? ` (${entry.name})` : ''}`
    if (typeof entry?.name !== 'string' || !entry.name)
      problems.push(`${where}: \`name\` is missing`)
    else if (!NAME.test(entry.name))
      problems.push(
        `${where}: \`name\` "${entry.name}" must start with a letter and hold only letters, digits, - and _ (it prefixes operation ids and URLs)`,
      )
    if (typeof entry?.spec !== 'string' || !entry.spec)
      problems.push(`${where}: \`spec\` (the file path) is missing`)
    if (typeof entry?.prefix !== 'string' || !entry.prefix.replace(/\//g, ''))
      problems.push(
        `${where}: \`prefix\` is missing (a URL prefix such as "/${entry?.name ?? 'api'}")`,
      )
    else if (/[?#\s]/.test(entry.prefix))
      problems.push(`${where}: \`prefix\` "${entry.prefix}" must be a plain path`)
    if (entry?.label !== undefined && typeof entry.label !== 'string')
      problems.push(`${where}: \`label\` must be a string`)
    resolved.push({ ...entry, prefix: normalizePrefix(entry?.prefix ?? '') })
  })

  const byName = new Map<string, number>()
  resolved.forEach((entry, index) => {
    if (!entry.name) return
    const first = byName.get(entry.name)
    if (first !== undefined)
      problems.push(`specs[${index}]: name "${entry.name}" is used by specs[${first}] too`)
    else byName.set(entry.name, index)
  })
  resolved.forEach((entry, index) => {
    if (!entry.prefix || entry.prefix === '/') return
    for (let other = 0; other < index; other++) {
      const prior = resolved[other]!
      if (!prior.prefix || prior.prefix === '/') continue
      const a = entry.prefix.toLowerCase()
      const b = prior.prefix.toLowerCase()
      if (a === b)
        problems.push(
          `specs[${index}] (${entry.name}): prefix "${entry.prefix}" is used by specs[${other}] (${prior.name}) too`,
        )
      else if (a.startsWith(b + '/') || b.startsWith(a + '/'))
        problems.push(
          `specs[${index}] (${entry.name}): prefix "${entry.prefix}" overlaps "${prior.prefix}" of specs[${other}] (${prior.name})`,
        )
    }
    if (
      entry.prefix.toLowerCase() === '/schemas' ||
      entry.prefix.toLowerCase().startsWith('/schemas/')
    )
      problems.push(
        `specs[${index}] (${entry.name}): prefix "${entry.prefix}" clashes with the schema pages under /schemas`,
      )
  })
  if (problems.length)
    throw new ApiDocsConfigError(`apiDocs configuration:\n  - ${problems.join('\n  - ')}`)
  return resolved
}

/** `pets/`, `/pets/`, `pets` -> `/pets`. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}
