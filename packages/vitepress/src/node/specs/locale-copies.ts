// A spec's copies under locales' prefixes (`apiDocs({ locales })`, a spec's `locales`): each copy
// is one more spec entry, named `<spec>~<locale>` (shared/links.ts), under `/<locale><prefix>`,
// made from the locale's own description when the author gives one. Everything made of a spec
// (pages, sidebars, search, changelog) then follows for the copy, and its pages, under the
// locale's prefix, take the locale's `lang` and `dir` from VitePress as any page there does.
import { localeCopyName } from '../../shared/links'
import type { SiteLanguages } from '../../shared/i18n/langOfPath'
import {
  ApiDocsConfigError,
  specFile,
  type ApiSpecLocale,
  type ResolvedSpecEntry,
} from '../options'
import { specOutline, type SpecOutline } from '../model/outline'
import type { SpecSource } from './entries'

/** The locale keys of a site's `locales`, the root's left out, without slashes. */
export function siteLocaleKeys(locales: SiteLanguages['locales']): string[] {
  return Object.keys(locales ?? {})
    .filter((key) => key !== 'root')
    .map((key) => key.replace(/^\/+|\/+$/g, ''))
}

/**
 * The spec entries with each one's locale copies after it. Throws when a spec names a locale the
 * site does not have, or asks for copies while its own prefix is in a locale already.
 */
export function withLocaleCopies(
  entries: readonly ResolvedSpecEntry[],
  site: SiteLanguages,
): ResolvedSpecEntry[] {
  const keys = siteLocaleKeys(site.locales)
  const problems: string[] = []
  const result: ResolvedSpecEntry[] = []
  for (const entry of entries) {
    result.push(entry)
    const wanted = entry.locales
    if (!wanted) continue
    const inLocale = keys.find((key) => `${entry.prefix}/`.startsWith(`/${key}/`))
    if (inLocale) {
      // The site-wide option skips it; a spec that asks itself is told.
      if (wanted !== 'all')
        problems.push(
          `specs (${entry.name}): \`locales\` copies pages under locales' prefixes, but the prefix "${entry.prefix}" is in the locale "${inLocale}" already`,
        )
      continue
    }
    const chosen: Record<string, ApiSpecLocale> =
      wanted === 'all' ? Object.fromEntries(keys.map((key) => [key, {}])) : wanted
    for (const [key, locale] of Object.entries(chosen)) {
      if (!keys.includes(key)) {
        problems.push(
          `specs (${entry.name}): \`locales\` names "${key}", which is not a locale of the site (${keys.length ? keys.map((known) => `"${known}"`).join(', ') : 'it has no `locales`'})`,
        )
        continue
      }
      result.push({
        ...entry,
        name: localeCopyName(entry.name, key),
        prefix: `/${key}${entry.prefix}`,
        spec: locale.spec ?? entry.spec,
        // A translated description names itself (its `info.title`) unless the locale's label says.
        label: locale.label ?? (locale.spec ? undefined : entry.label),
        locales: undefined,
        copyOf: entry,
      })
    }
  }
  const prefixes = new Map<string, string>()
  for (const entry of result) {
    const known = prefixes.get(entry.prefix.toLowerCase())
    if (known)
      problems.push(`specs (${entry.name}): prefix "${entry.prefix}" is used by ${known} too`)
    else prefixes.set(entry.prefix.toLowerCase(), entry.name)
  }
  if (problems.length)
    throw new ApiDocsConfigError(`apiDocs configuration:\n  - ${problems.join('\n  - ')}`)
  return result
}

/** Each spec and locale copy with its description file, resolved from the site's root. */
export function specSources(
  entries: readonly ResolvedSpecEntry[],
  site: SiteLanguages,
  root: string,
): SpecSource[] {
  return withLocaleCopies(entries, site).map((entry) => ({ entry, file: specFile(entry, root) }))
}

/**
 * What a locale's own description lacks or adds against its spec's, one line a copy: a page it
 * lacks is missing under the locale's prefix (the language menu links the locale's home instead,
 * shared/i18n/language-menu.ts), and one it adds has no page of the spec's own.
 */
export function translationGaps(
  sources: readonly SpecSource[],
  models: ReadonlyMap<string, SpecOutline>,
): string[] {
  const lines: string[] = []
  for (const { entry } of sources) {
    const spec = entry.copyOf
    if (!spec || entry.spec === spec.spec) continue
    const copy = models.get(entry.name)
    const own = models.get(spec.name)
    if (!copy || !own) continue
    const slugs = (model: SpecOutline) => new Set(specOutline(model).operations.map((o) => o.slug))
    const theirs = slugs(copy)
    const ours = slugs(own)
    const lacks = [...ours].filter((slug) => !theirs.has(slug))
    const adds = [...theirs].filter((slug) => !ours.has(slug))
    const list = (slugs: string[]) =>
      `${slugs.slice(0, 3).join(', ')}${slugs.length > 3 ? ` and ${slugs.length - 3} more` : ''}`
    if (lacks.length)
      lines.push(
        `${entry.spec} (${entry.name}) lacks ${lacks.length} of ${spec.name}'s operations (${list(lacks)}): no page of theirs under ${entry.prefix}`,
      )
    if (adds.length)
      lines.push(
        `${entry.spec} (${entry.name}) has ${adds.length} operation${adds.length === 1 ? '' : 's'} that ${spec.name}'s description has not (${list(adds)})`,
      )
  }
  return lines
}
