// What a generated page is, in its description (`<meta name="description">`: "Schema · GitHub"),
// by language. The server alone writes it, so it stays out of the browser's catalogs.
import { matchPlaygroundLocale } from 'vue-api-playground/i18n'

/** The kinds of generated page a description names. */
export interface PageKindNames {
  schema: string
  webhook: string
}

/** The names in English and each shipped language. */
export const PAGE_KIND_NAMES = {
  en: { schema: 'Schema', webhook: 'Webhook' },
  fr: { schema: 'Schéma', webhook: 'Webhook' },
  de: { schema: 'Schema', webhook: 'Webhook' },
  es: { schema: 'Esquema', webhook: 'Webhook' },
  'pt-BR': { schema: 'Schema', webhook: 'Webhook' },
  ja: { schema: 'スキーマ', webhook: 'Webhook' },
  'zh-CN': { schema: 'Schema', webhook: 'Webhook' },
  ko: { schema: '스키마', webhook: 'Webhook' },
  ar: { schema: 'مخطط', webhook: 'Webhook' },
} satisfies Record<string, PageKindNames>

/** The names in `lang` (a BCP 47 tag), English for a language not shipped. */
export function pageKindNamesFor(lang: string): PageKindNames {
  const key = matchPlaygroundLocale(lang)
  return key ? PAGE_KIND_NAMES[key] : PAGE_KIND_NAMES.en
}
