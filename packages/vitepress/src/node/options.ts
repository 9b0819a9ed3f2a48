import { basename, isAbsolute, resolve } from 'node:path'
import { clashesWithSchemas, downloadLink, SCHEMAS_ROOT } from '../shared/links'
import { ApiDocsError } from './errors'

/** One OpenAPI description served by the plugin. */
export interface ApiSpecEntry {
  /** Unique across specs; the prefix of every operation id (`<name>.<operationId>`). */
  name: string
  /** Path to the YAML or JSON description, relative to the site's root folder, or absolute. */
  spec: string
  /** Sidebar title. @default the description's `info.title` */
  label?: string
  /** Unique URL prefix of the spec's generated pages, e.g. `/pets`. */
  prefix: string
  /** Base URL the try-it panels start with, put before the description's servers (or, when it is a described server's URL, that server with its variables set from it). @default the description's first server */
  server?: string
  /** Keep what `x-internal: true` or `x-scalar-ignore: true` hides (for an internal site). @default false */
  includeInternal?: boolean
  /**
   * Mock in the try-it panels' server choice: Send answers in the browser from the description
   * (its examples, else examples generated from its schemas), nothing is sent. `true` offers it,
   * `'default'` also picks it first (for an API whose server is not public yet), `false` hides it.
   * @default true
   */
  mock?: boolean | 'default'
  /**
   * The description offered for download beside the pages: `true` writes it (JSON minified),
   * an http(s) URL links it where it is hosted instead, `false` offers none. By default it is
   * written unless it is larger than 20 MiB (hosts refuse a file over 25 MiB: Cloudflare Pages).
   * @default written up to 20 MiB
   */
  download?: boolean | string
  /**
   * Copies of the spec's generated pages under locales' prefixes of VitePress's `locales`
   * (`/fr/pets/listPets`), each in its locale's language: `true` for every locale but the root,
   * a list of locale keys, or per key the locale's own description (and label); `false` for none.
   * Replaces the site-wide `locales` for this spec. @default the site-wide `locales`
   */
  locales?: SpecLocales
}

/** Which locales get a copy of a spec's pages; see `ApiSpecEntry.locales`. */
export type SpecLocales = boolean | string[] | Record<string, true | ApiSpecLocale>

/** A locale's copy of a spec, when it differs from the spec's own. */
export interface ApiSpecLocale {
  /** The description translated for this locale: the same operations, its own text. Path as `spec`. @default the spec's own */
  spec?: string
  /** Sidebar title in this locale. @default that description's `info.title`, else the spec's `label` */
  label?: string
}

/** What to do with an `OpenApiEndpoint`, `OpenApiSpec` or `OpenApiSchema` that names nothing. */
export type BrokenEmbedAction = 'error' | 'warn'

/** Options of the search dialog (`apiDocs({ search })`). */
export interface ApiDocsSearchOptions {
  /**
   * The key that opens the dialog with Cmd (macOS) or Ctrl (elsewhere); `false` for none (the
   * button still opens it). @default 'k', or 'j' when the theme's own search (local or Algolia)
   * is configured, since that one takes Cmd/Ctrl+K.
   */
  hotkey?: string | false
}

/** What the plugin writes for programs beside the site (`apiDocs({ llms })`). */
export interface LlmsOptions {
  /** Also write each spec's `llms-full.txt` (under its prefix), all its pages' Markdown in one file. @default true */
  full?: boolean
  /** Write each generated page's Markdown twin (`.md`) beside it; without, `llms.txt` links the HTML pages. @default true */
  twins?: boolean
  /** The largest file of a spec's full text, in bytes (at least 65,536): a larger text is written in parts, `llms-full-1.txt`, `llms-full-2.txt`… @default 20 MiB, under Cloudflare Pages' 25 MiB */
  fullPartSize?: number
  /** Leave out the full text of a spec larger than this, in bytes (all its parts together); `Infinity` keeps every one. @default 4 MiB, about a million tokens */
  fullMaxSize?: number
}

/** `llms` as every part of the plugin reads it. */
export interface ResolvedLlms {
  full: boolean
  twins: boolean
  /** The largest part of a spec's full text, in bytes. */
  partBytes: number
  /** The largest full text of a spec that is written, in bytes (Infinity: no limit). */
  maxBytes: number
}

/** The default largest part of a spec's `llms-full.txt`: 20 MiB, under Cloudflare's 25 MiB. */
export const FULL_PART_BYTES = 20 * 2 ** 20
/**
 * The default largest full text of a spec that is written: 4 MiB. `llms-full.txt` is read by
 * pasting it whole into a model's context, and Markdown runs about 4 bytes a token, so a larger
 * text passes the largest context windows offered today (about a million tokens) and serves no
 * reader; the twins and `llms.txt`, which link them, remain. GitHub's REST API makes 14.7 MB.
 */
export const FULL_MAX_BYTES = 4 * 2 ** 20
/** The smallest part size an author may set, in bytes. */
const MIN_PART_BYTES = 65_536

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
  /** `/llms.txt`, each spec's `llms-full.txt` and a Markdown twin (`.md`) of each generated page; `false` writes none. @default true */
  llms?: boolean | LlmsOptions
  /**
   * Worker threads that render the generated pages in `vitepress build`, beside VitePress's own
   * render; 0 renders them all on VitePress's thread. @default one per CPU core for a site of
   * 1,000 generated pages or more, 0 for a smaller one
   */
  renderThreads?: number
  /**
   * Copies of every spec's generated pages under locales' prefixes of VitePress's `locales`: `true`
   * for every locale but the root, or a list of locale keys (`['fr', 'ar']`). A spec's own
   * `locales` replaces it. @default false
   */
  locales?: boolean | string[]
}

/** A spec entry after validation: prefix normalized. */
export interface ResolvedSpecEntry extends Omit<ApiSpecEntry, 'locales'> {
  /** `/pets` style: one leading slash, no trailing slash. */
  prefix: string
  /**
   * The locales that get a copy of the spec's pages, the site-wide option applied: `'all'` for
   * every locale of the site but the root (known once VitePress's config is), or by locale key.
   * Undefined: none.
   */
  locales?: 'all' | Record<string, ApiSpecLocale>
  /** For a locale's copy (specs/locale-copies.ts): the spec entry it copies. */
  copyOf?: ResolvedSpecEntry
}

/** The options as every part of the plugin reads them: checked once, defaults filled in. */
export interface ResolvedOptions {
  specs: ResolvedSpecEntry[]
  onBrokenEmbed: BrokenEmbedAction
  log: boolean
  /** The configured hotkey, lower-cased; undefined leaves the choice to the theme (see `searchHotkey`). */
  hotkey: string | false | undefined
  /** llms.txt, and whether the Markdown twins and llms-full.txt join it; `false` for none. */
  llms: false | ResolvedLlms
  /** As configured; undefined leaves the choice to the size of the site (see render-threads). */
  renderThreads: number | undefined
}

/** A configuration mistake, naming the entry it is about. */
export class ApiDocsConfigError extends ApiDocsError {
  override name = 'ApiDocsConfigError'
}

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

/** Checks the options once and fills in defaults; throws one error listing every mistake. */
export function resolveOptions(options: ApiDocsOptions): ResolvedOptions {
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
    if (entry?.mock !== undefined && ![true, false, 'default'].includes(entry.mock))
      problems.push(
        `${where}: \`mock\` must be true, false or "default"; got ${JSON.stringify(entry.mock)}`,
      )
    if (
      entry?.download !== undefined &&
      typeof entry.download !== 'boolean' &&
      !(typeof entry.download === 'string' && /^https?:\/\/\S+$/i.test(entry.download))
    )
      problems.push(
        `${where}: \`download\` must be true, false or an http(s) URL; got ${JSON.stringify(entry.download)}`,
      )
    problems.push(...localesProblems(entry?.locales, `${where}: \`locales\``, true))
    const { locales, ...rest } = entry ?? ({} as ApiSpecEntry)
    const chosen = resolveLocales(locales === undefined ? options.locales : locales)
    resolved.push({
      ...rest,
      prefix: normalizePrefix(entry?.prefix ?? ''),
      ...(chosen ? { locales: chosen } : {}),
    })
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
    if (clashesWithSchemas(entry.prefix))
      problems.push(
        `specs[${index}] (${entry.name}): prefix "${entry.prefix}" clashes with the schema pages under ${SCHEMAS_ROOT}`,
      )
  })
  const hotkey = options.search?.hotkey
  if (
    hotkey !== undefined &&
    hotkey !== false &&
    (typeof hotkey !== 'string' || !/^[a-z0-9]$/i.test(hotkey))
  )
    problems.push(
      `\`search.hotkey\` must be one letter or digit (pressed with Cmd or Ctrl), or false; got ${JSON.stringify(hotkey)}`,
    )
  problems.push(...llmsProblems(options.llms))
  problems.push(...localesProblems(options.locales, '`locales`', false))
  if (options.onBrokenEmbed !== undefined && !['error', 'warn'].includes(options.onBrokenEmbed))
    problems.push(
      `\`onBrokenEmbed\` must be "error" or "warn"; got ${JSON.stringify(options.onBrokenEmbed)}`,
    )
  const threads = options.renderThreads
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 0))
    problems.push(
      `\`renderThreads\` must be a whole number, 0 or more; got ${JSON.stringify(threads)}`,
    )
  if (problems.length)
    throw new ApiDocsConfigError(`apiDocs configuration:\n  - ${problems.join('\n  - ')}`)
  return {
    specs: resolved,
    onBrokenEmbed: options.onBrokenEmbed ?? 'error',
    log: options.log !== false,
    hotkey: typeof hotkey === 'string' ? hotkey.toLowerCase() : hotkey,
    llms: resolveLlms(options.llms),
    renderThreads: threads,
  }
}

/** What is wrong with `apiDocs({ llms })`, one line a mistake. */
function llmsProblems(llms: unknown): string[] {
  if (llms === undefined || typeof llms === 'boolean') return []
  if (typeof llms !== 'object' || llms === null)
    return [`\`llms\` must be true, false or an object; got ${JSON.stringify(llms)}`]
  const given = llms as Record<string, unknown>
  const problems: string[] = []
  for (const key of ['full', 'twins'])
    if (!['undefined', 'boolean'].includes(typeof given[key]))
      problems.push(`\`llms.${key}\` must be true or false; got ${JSON.stringify(given[key])}`)
  const part = given.fullPartSize
  if (part !== undefined && !(Number.isInteger(part) && (part as number) >= MIN_PART_BYTES))
    problems.push(
      `\`llms.fullPartSize\` must be a whole number of bytes, ${MIN_PART_BYTES} or more; got ${JSON.stringify(part)}`,
    )
  const max = given.fullMaxSize
  if (max !== undefined && !(typeof max === 'number' && max >= 0 && !Number.isNaN(max)))
    problems.push(
      `\`llms.fullMaxSize\` must be a number of bytes, 0 or more; got ${JSON.stringify(max)}`,
    )
  return problems
}

/** What is wrong with a `locales` option (site-wide, or a spec's with `perSpec`), one line a mistake. */
function localesProblems(locales: unknown, where: string, perSpec: boolean): string[] {
  if (locales === undefined || typeof locales === 'boolean') return []
  const keyProblem = (key: unknown) =>
    typeof key !== 'string' || !key || /[/~\s]/.test(key) || key === 'root'
      ? [
          `${where}: ${JSON.stringify(key)} is not a key of VitePress's \`locales\` (other than root)`,
        ]
      : []
  if (Array.isArray(locales)) return locales.flatMap(keyProblem)
  if (!perSpec || typeof locales !== 'object' || locales === null)
    return [
      `${where} must be true, false${perSpec ? ', a list of locale keys or an object by locale key' : ' or a list of locale keys'}; got ${JSON.stringify(locales)}`,
    ]
  return Object.entries(locales as Record<string, unknown>).flatMap(([key, value]) => {
    const problems = keyProblem(key)
    if (value === true) return problems
    const given = value as Partial<Record<keyof ApiSpecLocale, unknown>> | null
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      return [...problems, `${where}.${key} must be true or { spec?, label? }`]
    for (const field of ['spec', 'label'] as const)
      if (given[field] !== undefined && (typeof given[field] !== 'string' || !given[field]))
        problems.push(`${where}.${key}.${field} must be a non-empty string`)
    return problems
  })
}

/** A spec's locales as every part of the plugin reads them (checked by `localesProblems` first). */
function resolveLocales(locales: SpecLocales | undefined): ResolvedSpecEntry['locales'] {
  if (!locales) return undefined
  if (locales === true) return 'all'
  const list: [string, true | ApiSpecLocale][] = Array.isArray(locales)
    ? locales.map((key) => [key, true])
    : Object.entries(locales)
  if (!list.length) return undefined
  return Object.fromEntries(list.map(([key, value]) => [key, value === true ? {} : { ...value }]))
}

/** `llms` with its defaults (checked by `llmsProblems` first). */
function resolveLlms(llms: ApiDocsOptions['llms']): ResolvedOptions['llms'] {
  if (llms === false) return false
  const given = typeof llms === 'object' ? llms : {}
  return {
    full: given.full !== false,
    twins: given.twins !== false,
    partBytes: given.fullPartSize ?? FULL_PART_BYTES,
    maxBytes: given.fullMaxSize ?? FULL_MAX_BYTES,
  }
}

/** The description file of a spec entry, as an absolute path: relative paths are from the site's root. */
export function specFile(entry: ResolvedSpecEntry, root: string): string {
  return isAbsolute(entry.spec) ? entry.spec : resolve(root, entry.spec)
}

/** `pets/`, `/pets/`, `pets` -> `/pets`. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}

/** The URL path (without the site's base) where a spec's description is downloaded. */
export function downloadPath(
  entry: Pick<ResolvedSpecEntry, 'prefix' | 'spec'> & { copyOf?: ResolvedSpecEntry },
): string {
  // A locale's copy offers the spec's own description (the only one written beside the site).
  if (entry.copyOf) return downloadPath(entry.copyOf)
  return downloadLink(entry.prefix, basename(entry.spec))
}
