// 简体中文：OAuth 面板、模拟（Mock）、流读取器和 try-it 工具在代码要求时显示的消息
// （见 ../../message.ts）。
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const FIELD = {
  path: '路径参数',
  query: '查询参数',
  querystring: '查询字符串参数',
  header: '请求头参数',
  body: '请求体字段',
}
const place = (at: Place) => (typeof at === 'string' ? ` ${at} ` : `${FIELD[at.in]}“${at.name}”`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : `（第 ${line} 行，第 ${column ?? 1} 列）`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? '请求头' : '查询参数'}“${c.name}”（${c.scheme}）`
    : c.kind === 'http'
      ? `“Authorization: ${c.authScheme} …”请求头（${c.scheme}）`
      : `“Authorization: Bearer …”令牌（${c.scheme}）`
const PARAMETER = {
  path: '路径参数',
  query: '查询参数',
  querystring: '查询字符串',
  header: '请求头参数',
  cookie: 'Cookie 参数',
  field: '字段',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]}“${f.name}”`
    case 'header':
      return `请求头“${f.name}”`
    case 'headerName':
      return `请求头名称“${f.name}”`
    case 'apiKey':
      return `API 密钥“${f.name}”`
    case 'username':
      return `${f.scheme} 用户名`
    case 'password':
      return `${f.scheme} 密码`
    case 'credentials':
      return `${f.scheme} 凭据`
    case 'bearer':
      return 'Bearer 令牌'
    case 'path':
      return '路径'
    case 'server':
      return '服务器'
    default:
      return '请求体'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? `（位于${fields.map(field).join('、')}）` : ''

/** Simplified Chinese status and error messages. */
export const zhCNStatus = {
  readingDiscovery: '正在读取 OpenID Connect 发现文档…',
  readingMetadata: '正在读取授权服务器的元数据…',
  askingToken: '正在请求令牌端点…',
  askingUserCode: '正在请求用户代码…',
  goingToServer: '正在前往授权服务器…',
  waitingPopup: '正在等待你在弹出窗口中登录…',
  exchangingCode: '正在用授权码换取令牌…',
  enterClientId: '请先输入客户端 ID。',
  noTokenUrl: '描述中没有给出令牌 URL。',
  noDeviceUrls: '描述和服务器元数据都没有给出设备授权 URL 和令牌 URL。',
  noAuthorizationEndpoint: '服务器没有给出授权端点。',
  popupBlocked: '浏览器拦截了弹出窗口：请允许此网站的弹出窗口，或在此标签页中登录。',
  popupClosed: '登录窗口在服务器响应之前被关闭了。',
  unknownState:
    '此响应与此标签页发出的任何授权都不匹配（其 state 未知或已过期）。请再次点击“授权”。',
  stateMissing: '响应中没有发出时的 state。',
  noAccessToken: '响应中没有 access_token。',
  notBearer: (type) => `token_type“${type}”不是 Bearer 令牌。`,
  serverAnswered: (status) => `服务器返回了 ${status}。`,
  unreachable: (reason) =>
    `请求未能到达服务器（${reason}）：服务器已停止运行，或其 CORS 响应头不允许此网站调用它。`,
  authorizationRefused: '授权服务器拒绝了请求，但未说明原因。',
  unexpectedStatus: (status) => `服务器返回了 HTTP 状态 ${status}，不是协议所要求的状态。`,
  answerNotJson: '服务器的响应不是 JSON。',
  answerInvalid: '服务器的响应不符合协议。',
  issuerMismatch: (expected) =>
    `服务器元数据给出的颁发者 (issuer) 不是其 URL 所对应的 ${expected}。`,
  metadataNoIssuer: '服务器元数据中没有颁发者 (issuer)。',
  idTokenRejected: '服务器发送的 ID 令牌未通过校验。',
  httpsOnly: '端点必须使用 https:（仅在本机 localhost 上可用普通 http:）。',
  endpointMissing: '服务器元数据缺少此流程所需的端点，或给出的端点无效。',
  invalidSetting: '传给该流程的 URL 或值无效。',
  notSupported: '根据服务器提供的能力，面板无法执行此操作。',
  flowFailed: '流程因错误而中止。',
  codeExpired: (detail) =>
    `代码在获得批准之前已过期${detail ? `（${detail}）` : ''}。请点击“授权”获取新代码。`,
  accessDenied: (detail) =>
    `授权服务器拒绝了请求${detail ? `（${detail}）` : ''}。未签发任何令牌。`,
  deviceStopped: '已停止：未请求任何令牌。',
  waitingApproval: (seconds) => `正在等待批准：每 ${seconds} 秒检查一次。`,
  slowDown: (seconds) => `服务器要求放慢速度：每 ${seconds} 秒检查一次。`,
  tokenEndpointSilent: (reason, seconds) =>
    `令牌端点没有响应（${reason}）：每 ${seconds} 秒检查一次。`,
  noExpiry: '服务器没有给出过期时间。',
  expiredAt: (time) => `已于 ${time} 过期。`,
  expiresIn: (remaining, time) => `将在 ${remaining}后过期（${time}）。`,
  codeExpiredAt: (time) => `代码已于 ${time} 过期。`,
  codeExpiresIn: (remaining, time) => `代码将在 ${remaining}后过期（${time}）。`,

  toolsNotLoaded: (reason) =>
    `未发送：面板的工具未能加载（${reason}）。请再次发送，你输入的内容已保留。`,
  variablesNotSent: (unknown, cycles) =>
    `未发送：${[
      ...(unknown.length
        ? [
            `当前环境中没有名为 ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join('、')} 的变量`,
          ]
        : []),
      ...cycles.map(({ names, fields }) => `变量相互引用：${names.join(' → ')}${inFields(fields)}`),
    ].join('；')}。`,
  variablesLoading: '未发送：变量仍在加载中。请再次发送。',
  importNotJson: (failure) => `不是 JSON${where(failure)}。`,
  importTopLevel: '顶层必须是包含“environments”的对象。',
  importEnvironmentsList: '“environments”必须是 { name, variables } 的列表。',
  importNotObject: (at) => `${at}：必须是对象。`,
  importNameEmpty: (at) => `${at}：必须是非空字符串。`,
  importNameTaken: (at, name) => `${at}：“${name}”已被另一个环境使用。`,
  importVariablesList: (at) => `${at}：必须是 { name, value } 的列表。`,
  importVariableName: (at, got) => `${at}：只能包含字母、数字、“_”、“-”或“.”（收到的是 ${got}）。`,
  importValueString: (at) => `${at}：必须是字符串。`,

  missing: (at) => `${place(at)}是必需的，但缺失了。`.trim(),
  bodyMissing: '请求体是必需的，但缺失了。',
  notJson: (what, failure) =>
    `${{ body: '请求体', item: '该项', data: 'data 字段' }[what]}不是 JSON${where(failure)}。`,
  noAlternative: (at, count) => `${place(at)}不符合其 ${count} 个备选项中的任何一个。`.trim(),
  wrongType: (at, types, actual) =>
    `${place(at)}应为 ${types.join(' 或 ')} 类型，而不是 ${actual}。`.trim(),
  notInEnum: (at, values) => `${place(at)}应为以下值之一：${values.join(', ')}。`.trim(),
  notConst: (at, value) => `${place(at)}应为 ${value}。`.trim(),
  tooFewItems: (at, min) => `${place(at)}应至少有 ${min} 项。`.trim(),
  tooManyItems: (at, max) => `${place(at)}最多应有 ${max} 项。`.trim(),
  notAllowed: (at) => `${place(at)}不是描述允许的属性。`.trim(),
  tooShort: (at, min) => `${place(at)}应至少有 ${min} 个字符。`.trim(),
  tooLong: (at, max) => `${place(at)}最多应有 ${max} 个字符。`.trim(),
  noPattern: (at, pattern) => `${place(at)}应匹配模式 ${pattern}。`.trim(),
  tooSmall: (at, min, exclusive) =>
    `${place(at)}应${exclusive ? '大于' : '至少为'} ${min}。`.trim(),
  tooLarge: (at, max, exclusive) =>
    `${place(at)}应${exclusive ? '小于' : '至多为'} ${max}。`.trim(),
  notMultiple: (at, of) => `${place(at)}应为 ${of} 的倍数。`.trim(),
  moreProblems: (count) => `……另有 ${count} 个问题。`,
  credentialsUnmet: (alternatives) =>
    `发送的凭据不满足此操作的任何安全要求：它需要${alternatives.map((all) => all.map(lack).join('和')).join('，或')}。服务器会返回 401 Unauthorized。`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `Cookie 参数“${name}”不会从此面板发送：浏览器不允许页面设置 Cookie 请求头。下方的代码示例会发送它。`,
  cookieKeyNote: (name, key) =>
    `Cookie 中的 API 密钥“${name}”（${key}）：浏览器无法为其他站点设置 Cookie，因此此面板不发送它；代码示例会发送（cURL 用 -b，其他示例用 Cookie 请求头）。`,
  mutualTlsNote: (key) => `双向 TLS（${key}）：如有客户端证书，浏览器会自行出示；此处无需填写。`,
  digestNote: (key) =>
    `HTTP Digest（${key}，RFC 7616）需要应答服务器的质询，此面板做不到，因此不会发送。cURL 示例可以，用 --digest -u；HTTPie 用 -A digest，Python 用 HTTPDigestAuth。`,
  negotiateNote: (key) =>
    `HTTP Negotiate（${key}，RFC 4559）：粘贴一个令牌即可发送“Authorization: Negotiate <令牌>”；curl 可用 --negotiate -u : 从你的 Kerberos 票据生成令牌。`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme}（${key}）：此面板和代码示例会按你输入的凭据原样发送“Authorization: ${scheme} <凭据>”。`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('zh-CN')
    return `另有 ${f.format(more)} 个操作；共有 ${f.format(total)} 个操作使用此 Schema。`
  },
} satisfies Partial<ApiDocsMessages>
