// The site's URL scheme, in one place: every generated page's link and source file is made here,
// and nowhere else. Links carry no site `base`; VitePress's `withBase` adds it where they render.

/** Slug of each spec's changelog page; no operation slug takes it. */
export const CHANGELOG_SLUG = 'changelog'

/** The folder every spec's schema pages live under, one subfolder per spec. */
export const SCHEMAS_ROOT = '/schemas'

/** An operation's page (or a webhook's), under its spec's prefix: `/pets/listPets`. */
export function operationLink(prefix: string, slug: string): string {
  return `${prefix}/${slug}`
}

/**
 * What joins a spec's name and a locale's key in the name of the spec's copy under that locale
 * (`github~fr`): spec names never hold it (options.ts), so the copy's links follow from its name
 * alone, in the browser too.
 */
export const LOCALE_COPY = '~'

/** The name of a spec's copy under a locale's prefix: `github~fr`. */
export function localeCopyName(spec: string, locale: string): string {
  return `${spec}${LOCALE_COPY}${locale}`
}

/** The spec and locale a copy's name stands for; undefined for a spec's own name. */
export function localeCopyOf(name: string): { spec: string; locale: string } | undefined {
  const at = name.indexOf(LOCALE_COPY)
  return at < 0 ? undefined : { spec: name.slice(0, at), locale: name.slice(at + 1) }
}

/** The folder of a spec's schema pages: `/schemas/pets`, or under its locale `/fr/schemas/pets`. */
export function schemasFolder(spec: string): string {
  const copy = localeCopyOf(spec)
  return copy ? `/${copy.locale}${SCHEMAS_ROOT}/${copy.spec}` : `${SCHEMAS_ROOT}/${spec}`
}

/** A component schema's page: `/schemas/pets/Pet` (`/fr/schemas/pets/Pet` for a locale's copy). */
export function schemaLink(spec: string, slug: string): string {
  return `${schemasFolder(spec)}/${slug}`
}

/** A spec's changelog page: `/pets/changelog`. */
export function changelogLink(prefix: string): string {
  return operationLink(prefix, CHANGELOG_SLUG)
}

/** Where a spec's description file downloads from: `/pets/pets.yaml` (the name URL-encoded). */
export function downloadLink(prefix: string, fileName: string): string {
  return `${prefix}/${encodeURIComponent(fileName)}`
}

/** The source-relative markdown file VitePress routes a link to: `/pets/listPets` -> `pets/listPets.md`. */
export function pageFile(link: string): string {
  return `${link.replace(/^\/+/, '')}.md`
}

/** The sidebar keys (path prefixes) of a spec: its prefix and its schema folder. */
export function sidebarKeys(spec: string, prefix: string): string[] {
  return [`${prefix}/`, `${schemasFolder(spec)}/`]
}

/** Whether a spec prefix would put its pages among the schema pages. */
export function clashesWithSchemas(prefix: string): boolean {
  const lower = prefix.toLowerCase()
  return lower === SCHEMAS_ROOT || lower.startsWith(`${SCHEMAS_ROOT}/`)
}

/** The OAuth redirect page's file, at the site's root (under its `base`): its redirect URI. */
export const OAUTH_REDIRECT_PAGE = 'oauth-redirect.html'
