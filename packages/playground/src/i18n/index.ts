// vue-api-playground/i18n: the interface's languages. English is built in; each other catalog is
// a module of its own, loaded by `loadPlaygroundMessages` only when asked for. The whole English
// catalog is loaded the same way, never imported here: a bundler that puts whatever an app's
// entry imports in its first chunk (VitePress's theme chunk does, used or not) would otherwise
// load every panel's English words up front, which the components load with the panels.
import type { PlaygroundCatalog, PlaygroundMessages } from './en'

export type { PartialMessages, PlaygroundCatalog, PlaygroundMessages } from './en'
export { intlFormats, type IntlFormats } from './intl'

const LOADERS = {
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  ko: () => import('./locales/ko'),
  ar: () => import('./locales/ar'),
} satisfies Record<string, () => Promise<{ default: PlaygroundCatalog }>>

/** The languages shipped besides English, as BCP 47 tags. */
export const playgroundLocales = ['en', ...Object.keys(LOADERS)] as readonly string[]

/**
 * The shipped catalog closest to `lang` (`fr-CA` gets French, `pt` Brazilian Portuguese, `zh`
 * Simplified Chinese), or null when none is: the caller keeps English.
 */
export function matchPlaygroundLocale(lang: string): keyof typeof LOADERS | null {
  const tag = lang.toLowerCase()
  for (const key of Object.keys(LOADERS) as (keyof typeof LOADERS)[])
    if (key.toLowerCase() === tag) return key
  const base = tag.split('-')[0]
  if (base === 'pt') return 'pt-BR'
  if (base === 'zh') return 'zh-CN'
  return (Object.keys(LOADERS) as (keyof typeof LOADERS)[]).find((key) => key === base) ?? null
}

/** Loads the catalog of `lang` (English when none is shipped for it). */
export async function loadPlaygroundMessages(lang: string): Promise<PlaygroundMessages> {
  const key = matchPlaygroundLocale(lang)
  return key ? (await LOADERS[key]()).default : (await import('./en')).en
}
