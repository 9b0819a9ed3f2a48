// The interface's language: the page's `lang` (VitePress's `lang`, or its locale's), the catalog
// shipped for it, and the author's overrides (`withApiDocs(theme, { messages })`). Each catalog
// other than English is a chunk of its own, loaded before a page of its language renders: in
// enhanceApp for the first page (its `<html lang>`), before each page load for the next ones.
import {
  computed,
  inject,
  ref,
  shallowReactive,
  type ComputedRef,
  type InjectionKey,
  type Ref,
} from 'vue'
import {
  loadPlaygroundMessages,
  matchPlaygroundLocale,
  type PartialMessages,
  type PlaygroundMessages,
} from 'vue-api-playground/i18n'
import type { ApiDocsMessages } from './en'
import { enPage } from './en/page'

/** An author's messages for one language: any of the plugin's, and the try-it's as `playground`. */
export type ApiDocsMessageOverrides = Partial<ApiDocsMessages> & { playground?: PartialMessages }

const LOADERS = {
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  ko: () => import('./locales/ko'),
  ar: () => import('./locales/ar'),
} satisfies Record<string, () => Promise<{ default: ApiDocsMessages }>>

interface Catalog {
  docs: ApiDocsMessages
  playground: PlaygroundMessages | PartialMessages
}

const loaded = shallowReactive(new Map<string, Catalog>())
let overrides: Readonly<Record<string, ApiDocsMessageOverrides>> = {}

/** Sets the author's messages, by language tag (`fr`, `en`, or a language not shipped). */
export function setMessageOverrides(given: Readonly<Record<string, ApiDocsMessageOverrides>>) {
  overrides = given
}

/** The shipped catalog for `lang`, or null for English and languages not shipped. */
const shipped = (lang: string): keyof typeof LOADERS | null => matchPlaygroundLocale(lang)

/** Loads the catalogs of `lang` (the plugin's and the try-it's); nothing for English. */
export async function loadLanguage(lang: string | undefined): Promise<void> {
  const key = lang ? shipped(lang) : null
  if (!key || loaded.has(key)) return
  const [docs, playground] = await Promise.all([LOADERS[key](), loadPlaygroundMessages(key)])
  loaded.set(key, { docs: docs.default, playground })
}

function ownOf(lang: string): ApiDocsMessageOverrides | undefined {
  const key = shipped(lang)
  return overrides[lang] ?? (key ? overrides[key] : undefined) ?? overrides[lang.split('-')[0]!]
}

/**
 * The plugin's messages of `english`'s keys (a part of the English catalog, en/) in `lang`: the
 * loaded catalog, else that English part, under the author's.
 */
export function docsMessagesFor<T extends Partial<ApiDocsMessages> = typeof enPage>(
  lang: string,
  english: T = enPage as T,
): T {
  const key = shipped(lang)
  // A shipped catalog has every key, `english`'s among them.
  const base = ((key && loaded.get(key)?.docs) || english) as T
  const own = ownOf(lang)
  if (!own) return base
  const merged: T & { playground?: PartialMessages } = { ...base, ...own }
  delete merged.playground
  return merged
}

/** The try-it's messages in `lang`, for `vue-api-playground`'s provide. */
export function playgroundMessagesFor(lang: string): PartialMessages {
  const key = shipped(lang)
  const base = (key && loaded.get(key)?.playground) || {}
  const own = ownOf(lang)?.playground
  return own ? { ...base, ...own } : base
}

/** The page's language, provided by `withApiDocs` (its locale's `lang`, else the site's). */
export const pageLangKey: InjectionKey<Readonly<Ref<string>>> = Symbol('vitepress-api-docs lang')

const ENGLISH = ref('en')

/**
 * The plugin's messages of `english`'s keys in the page's language (English outside
 * `withApiDocs`): each component names the English part it shows, so that the words of what
 * loads on demand load with it.
 */
export function useDocsMessages<T extends Partial<ApiDocsMessages> = typeof enPage>(
  english: T = enPage as T,
): ComputedRef<T> {
  const lang = inject(pageLangKey, ENGLISH)
  return computed(() => docsMessagesFor(lang.value, english))
}
