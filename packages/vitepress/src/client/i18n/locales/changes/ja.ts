// 日本語：変更履歴の各行（../../en/changelog.ts を参照）。名前、メディアタイプ、ステータスコード、
// JSON Schema の型、値（JSON）は説明の記述どおりに残す。
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'パスパラメーター',
  query: 'クエリパラメーター',
  querystring: 'クエリ文字列パラメーター',
  header: 'ヘッダーパラメーター',
  cookie: 'Cookie パラメーター',
}
const parameter = (p: ChangedParameter) =>
  `${PARAMETER[p.in] ?? `${p.in} パラメーター`}「${p.name}」`

/** Japanese change lines of a changelog page. */
export const jaChanges = {
  changeOperationAdded: '操作を追加',
  changeOperationRemoved: '操作を削除',
  changeWebhookAdded: 'Webhook を追加',
  changeWebhookRemoved: 'Webhook を削除',
  changeParameterAdded: (p, required) => `${parameter(p)}を追加${required ? '（必須）' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)}を削除`,
  changeParameterRequired: (p) => `${parameter(p)}が必須に変更`,
  changeParameterOptional: (p) => `${parameter(p)}が任意に変更`,
  changeBodyAdded: (required) => `リクエストボディを追加${required ? '（必須）' : ''}`,
  changeBodyRemoved: 'リクエストボディを削除',
  changeBodyRequired: 'リクエストボディが必須に変更',
  changeResponseAdded: (status) => `レスポンス ${status} を追加`,
  changeResponseRemoved: (status) => `レスポンス ${status} を削除`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'リクエストボディ'
        : `レスポンス ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `メディアタイプ ${type} を追加`,
  changeMediaTypeRemoved: (type) => `メディアタイプ ${type} を削除`,
  changeType: (from, to) => `型を ${from.join(' | ')} から ${to.join(' | ')} に変更`,
  changeEnumRestricted: '許可される値を列挙（enum）に限定',
  changeEnumAdded: (list) => `enum の値 ${list.join(', ')} を追加`,
  changeEnumRemoved: (list) => `enum の値 ${list.join(', ')} を削除`,
  changePropertyAdded: (name, required) =>
    `プロパティ「${name}」を追加${required ? '（必須）' : ''}`,
  changePropertyRemoved: (name) => `プロパティ「${name}」を削除`,
  changePropertyRequired: (name) => `プロパティ「${name}」が必須に変更`,
  changePropertySometimesAbsent: (name) => `プロパティ「${name}」が常に含まれるとは限らなくなった`,
} satisfies Partial<ApiDocsMessages>
