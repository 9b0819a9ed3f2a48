// 简体中文：变更日志的各行（见 ../../en/changelog.ts）。名称、媒体类型、状态码、JSON Schema 类型和
// 值（JSON）保持描述中的写法。
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: '路径参数',
  query: '查询参数',
  querystring: '查询字符串参数',
  header: '请求头参数',
  cookie: 'Cookie 参数',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `${p.in} 参数`}“${p.name}”`

/** Simplified Chinese change lines of a changelog page. */
export const zhCNChanges = {
  changeOperationAdded: '新增操作',
  changeOperationRemoved: '移除操作',
  changeWebhookAdded: '新增 Webhook',
  changeWebhookRemoved: '移除 Webhook',
  changeParameterAdded: (p, required) => `新增${parameter(p)}${required ? '（必填）' : ''}`,
  changeParameterRemoved: (p) => `移除${parameter(p)}`,
  changeParameterRequired: (p) => `${parameter(p)}改为必填`,
  changeParameterOptional: (p) => `${parameter(p)}改为可选`,
  changeBodyAdded: (required) => `新增请求体${required ? '（必填）' : ''}`,
  changeBodyRemoved: '移除请求体',
  changeBodyRequired: '请求体改为必填',
  changeResponseAdded: (status) => `新增响应 ${status}`,
  changeResponseRemoved: (status) => `移除响应 ${status}`,
  changeSite: (at) =>
    at.part === 'parameter' ? parameter(at) : at.part === 'body' ? '请求体' : `响应 ${at.status}`,
  changeAt: (site, change) => `${site}：${change}`,
  changeMediaTypeAdded: (type) => `新增媒体类型 ${type}`,
  changeMediaTypeRemoved: (type) => `移除媒体类型 ${type}`,
  changeType: (from, to) => `类型由 ${from.join(' | ')} 改为 ${to.join(' | ')}`,
  changeEnumRestricted: '允许的值限定为枚举（enum）',
  changeEnumAdded: (list) => `新增枚举值 ${list.join(', ')}`,
  changeEnumRemoved: (list) => `移除枚举值 ${list.join(', ')}`,
  changePropertyAdded: (name, required) => `新增属性“${name}”${required ? '（必填）' : ''}`,
  changePropertyRemoved: (name) => `移除属性“${name}”`,
  changePropertyRequired: (name) => `属性“${name}”改为必填`,
  changePropertySometimesAbsent: (name) => `属性“${name}”不再总是存在`,
} satisfies Partial<ApiDocsMessages>
