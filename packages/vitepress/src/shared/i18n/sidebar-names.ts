// The names of the groups a spec's sidebar ends with, by language: shared, since the server puts
// the sidebar in every page's HTML (VitePress's themeConfig) while the pages say the same words
// (the plugin's catalogs in client/i18n/ take them from here).

/** The names of the groups every spec's sidebar may end with, in the pages' language. */
export interface SidebarNames {
  webhooks: string
  schemas: string
  changelog: string
}

/** The names in English and each shipped language. */
export const SIDEBAR_NAMES = {
  en: { webhooks: 'Webhooks', schemas: 'Schemas', changelog: 'Changelog' },
  fr: { webhooks: 'Webhooks', schemas: 'Schémas', changelog: 'Historique des changements' },
  de: { webhooks: 'Webhooks', schemas: 'Schemas', changelog: 'Änderungsprotokoll' },
  es: { webhooks: 'Webhooks', schemas: 'Esquemas', changelog: 'Registro de cambios' },
  'pt-BR': { webhooks: 'Webhooks', schemas: 'Schemas', changelog: 'Registro de alterações' },
  ja: { webhooks: 'Webhooks', schemas: 'スキーマ', changelog: '変更履歴' },
  'zh-CN': { webhooks: 'Webhooks', schemas: 'Schemas', changelog: '变更日志' },
  ko: { webhooks: 'Webhooks', schemas: '스키마', changelog: '변경 기록' },
  ar: { webhooks: 'Webhooks', schemas: 'المخططات', changelog: 'سجل التغييرات' },
} satisfies Record<string, SidebarNames>
