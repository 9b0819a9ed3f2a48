// Where the default theme's language menu ("Change language", VPNavBarTranslations) leads from a
// page. VitePress links the same path under the other locale's prefix
// (vitepress/dist/client/theme-default/composables/langs.js), which for a generated page exists
// only where the spec has a copy under that locale (node/specs/locale-copies.ts) holding the
// page. So from a generated page the menu links the page of the same spec in that locale (the
// spec's own page, or its copy's), and where that locale has none, the locale's home: a reader
// who asked for French gets French, not a 404 and not the page they are on. Other pages keep
// VitePress's link. See packages/vitepress/README.md, "Pages in each locale".
import { changelogLink, localeCopyName, localeCopyOf, operationLink, schemaLink } from '../links'
import type { GeneratedPageRef } from '../page'

/** What of VitePress's site data the menu's links depend on. */
export interface MenuSite {
  cleanUrls?: boolean
  locales: Readonly<Record<string, { link?: string }>>
}

/** A spec (or a locale's copy of one) as the sidebars module describes it to the browser. */
export interface MenuSpec {
  prefix: string
  /** A copy's pages its spec has not (`operation/<slug>`, `schema/<slug>`). */
  adds?: readonly string[]
  /** The spec's pages its copy has not. */
  lacks?: readonly string[]
}

/** Where a page sits: the locale it is read in (`root` or a key) and its source-relative path. */
export interface MenuPage {
  locale: string
  relativePath: string
  /** The generated page it is, if it is one. */
  ref?: GeneratedPageRef
}

const bare = (key: string) => key.replace(/^\/+|\/+$/g, '')

/** A locale's home link, as VitePress makes it: its `link`, else `/` or `/<key>/`. */
export function localeHome(site: MenuSite, key: string): string {
  return site.locales[key]?.link || (key === 'root' ? '/' : `/${bare(key)}/`)
}

/** The locale a spec's own prefix is in (the longest locale prefix it starts with), or `root`. */
export function localeOfPrefix(site: MenuSite, prefix: string): string {
  let best = 'root'
  let length = 0
  for (const key of Object.keys(site.locales)) {
    const folder = bare(key)
    if (key === 'root' || !`${prefix}/`.startsWith(`/${folder}/`) || folder.length <= length)
      continue
    best = key
    length = folder.length
  }
  return best
}

/** VitePress's own link to the same path under another locale (its `useLangs`' `normalizeLink`). */
export function correspondingLink(site: MenuSite, page: MenuPage, target: string): string {
  const path = page.relativePath
    .slice(localeHome(site, page.locale).length - 1)
    .replace(/(^|\/)index\.md$/, '$1')
    .replace(/\.md$/, site.cleanUrls ? '' : '.html')
  return `${localeHome(site, target).replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** A generated page's id within its spec, as `adds` and `lacks` list it. */
const pageId = (ref: GeneratedPageRef) => `${ref.apiDocsPage}/${ref.key}`

/**
 * The link of the same page of the same spec under the locale `target` (without `.html`), or
 * undefined where that locale has no such page: neither the spec's own pages nor a copy of the
 * spec are there, or its copy (from a description of its own) lacks the page.
 */
export function counterpartLink(
  site: MenuSite,
  ref: GeneratedPageRef,
  target: string,
  specs: Readonly<Record<string, MenuSpec>>,
): string | undefined {
  const current = specs[ref.spec]
  const spec = localeCopyOf(ref.spec)?.spec ?? ref.spec
  const own = specs[spec]
  if (!current || !own) return undefined
  const name =
    bare(localeOfPrefix(site, own.prefix)) === bare(target)
      ? spec
      : localeCopyName(spec, bare(target))
  const there = specs[name]
  if (!there) return undefined
  // Every spec and copy has a changelog; otherwise whether the spec's own description has the
  // page (a copy's may add some), then whether the copy there keeps it or adds it.
  const id = pageId(ref)
  const inSpec = ref.spec === spec || !current.adds?.includes(id)
  const exists =
    name === ref.spec || ref.apiDocsPage === 'changelog'
      ? true
      : name === spec
        ? inSpec
        : (inSpec && !there.lacks?.includes(id)) || !!there.adds?.includes(id)
  if (!exists) return undefined
  if (ref.apiDocsPage === 'schema') return schemaLink(name, ref.key)
  if (ref.apiDocsPage === 'changelog') return changelogLink(there.prefix)
  return operationLink(there.prefix, ref.key)
}

/**
 * The language menu's link from `page` to the locale `target` (`suffix`: the page's query and
 * hash, which VitePress keeps): the same page there, or the locale's home where a generated page
 * has none.
 */
export function languageMenuLink(
  site: MenuSite,
  page: MenuPage,
  target: string,
  specs: Readonly<Record<string, MenuSpec>>,
  suffix = '',
): string {
  if (!page.ref) return correspondingLink(site, page, target) + suffix
  const link = counterpartLink(site, page.ref, target, specs)
  return link === undefined
    ? localeHome(site, target)
    : `${link}${site.cleanUrls ? '' : '.html'}${suffix}`
}
