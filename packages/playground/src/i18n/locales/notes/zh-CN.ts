// 简体中文：所构建请求的说明，以及拒绝导入 cURL 的原因。
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: '自定义请求头',
  item: '请求头',
  bearer: 'Bearer 令牌',
  basic: 'Basic 认证',
  http: 'HTTP 认证',
  apiKey: 'API 密钥请求头',
  apiKeyCookie: 'API 密钥 Cookie',
}
const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join('、')

/** Simplified Chinese notes of a built request. */
export const zhCNNotes = {
  notCurl: '这不是此表单能读取的 cURL 命令：它必须以“curl”开头，并给出一个 URL。',
  curlMethodRefused: (method) =>
    `浏览器的 fetch() 无法发送 ${method}：它拒绝 CONNECT、TRACE 和 TRACK。`,
  unplacedPaths: (names) =>
    `URL 中没有 {name} 或 <name> 占位符的路径参数未发送：${quoted(names)}。`,
  filesWithoutBody: (method, names) =>
    `${method} 请求不发送文件（这类请求没有请求体）：${quoted(names)}。`,
  multipartContentType: (value) =>
    `Content-Type 请求头“${value}”未发送：对于 multipart/form-data，浏览器会自行设置它，并带上分隔各部分的边界。`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]}“${name}”未发送：请求头名称只能包含字母、数字和 !#$%&'*+-.^_\`|~（RFC 9110）。`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]}“${name}”未发送：其值包含换行符、NUL 或超出 U+00FF 的字符，fetch() 会拒绝。`,
  twoAuthorizations: '有两个凭据使用 Authorization：只发送最后一个。',
  basicColon: 'Basic 认证：用户名包含“:”，RFC 7617 不允许这样。',
  digestSnippetsOnly:
    'HTTP Digest（RFC 7616）只由代码示例发送（cURL --digest）：fetch() 无法应答它的质询。',
  cookieSnippetsOnly: (name) => `API 密钥 Cookie“${name}”只由代码示例发送：页面无法设置 Cookie。`,
  repeatedJsonFields: (names) => `字段 ${quoted(names)} 重复：JSON 只保留最后一个值。`,
  noFileChosen: (names) => `没有为 ${quoted(names)} 选择文件：未发送任何内容。`,
  presetNotUsed: (contentType) => `${contentType} 请求体不使用预设请求体。`,
  filesOnlyMultipart: (names) =>
    `文件只在 multipart/form-data 请求体中发送；未发送：${quoted(names)}。`,
  presetInstead: (names) => `发送的是预设请求体，而不是 ${quoted(names)}。`,
  presetOnly: (contentType, names) =>
    `${contentType} 请求体只能由预设请求体发送；未发送：${quoted(names)}。`,
} satisfies Partial<PlaygroundCatalog>
