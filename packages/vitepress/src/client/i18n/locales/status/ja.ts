// 日本語: OAuth パネル、モック、ストリームの読み取り、try-it のツールが、コードに求められて
// 表示するメッセージ（../../message.ts を参照）。
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const FIELD = {
  path: 'パスパラメーター',
  query: 'クエリパラメーター',
  querystring: 'クエリ文字列パラメーター',
  header: 'ヘッダーパラメーター',
  body: 'ボディのフィールド',
}
// A path in a value (`body.name`) is Latin text: a space parts it from the particle after it.
const place = (at: Place) => (typeof at === 'string' ? `${at} ` : `${FIELD[at.in]}「${at.name}」`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : `（${line} 行目、${column ?? 1} 列目）`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'ヘッダー' : 'クエリパラメーター'}「${c.name}」（${c.scheme}）`
    : c.kind === 'http'
      ? `「Authorization: ${c.authScheme} …」ヘッダー（${c.scheme}）`
      : `「Authorization: Bearer …」トークン（${c.scheme}）`
const PARAMETER = {
  path: 'パスパラメーター',
  query: 'クエリパラメーター',
  querystring: 'クエリ文字列',
  header: 'ヘッダーパラメーター',
  cookie: 'Cookie パラメーター',
  field: 'フィールド',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]}「${f.name}」`
    case 'header':
      return `ヘッダー「${f.name}」`
    case 'headerName':
      return `ヘッダー名「${f.name}」`
    case 'apiKey':
      return `API キー「${f.name}」`
    case 'username':
      return `${f.scheme} のユーザー名`
    case 'password':
      return `${f.scheme} のパスワード`
    case 'credentials':
      return `${f.scheme} の認証情報`
    case 'bearer':
      return 'Bearer トークン'
    case 'path':
      return 'パス'
    case 'server':
      return 'サーバー'
    default:
      return 'ボディ'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? `（${fields.map(field).join('、')}）` : ''

/** Japanese status and error messages. */
export const jaStatus = {
  readingDiscovery: 'OpenID Connect のディスカバリードキュメントを読み込んでいます…',
  readingMetadata: '認可サーバーのメタデータを読み込んでいます…',
  askingToken: 'トークンエンドポイントに問い合わせています…',
  askingUserCode: 'ユーザーコードを要求しています…',
  goingToServer: '認可サーバーに移動しています…',
  waitingPopup: 'ポップアップでのサインインを待っています…',
  exchangingCode: 'コードをトークンと交換しています…',
  enterClientId: '先にクライアント ID を入力してください。',
  noTokenUrl: '記述にトークン URL がありません。',
  noDeviceUrls: '記述にもサーバーのメタデータにも、デバイス認可 URL とトークン URL がありません。',
  noAuthorizationEndpoint: 'サーバーが認可エンドポイントを示していません。',
  popupBlocked:
    'ブラウザーがポップアップをブロックしました。このサイトのポップアップを許可するか、このタブでサインインしてください。',
  popupClosed: 'サーバーが応答する前にサインインのウィンドウが閉じられました。',
  unknownState:
    'この応答は、このタブから送信したどの認可とも一致しません（state が不明か、古すぎます）。もう一度「認可する」を押してください。',
  stateMissing: '応答に、送信した state が含まれていません。',
  noAccessToken: '応答に access_token が含まれていません。',
  notBearer: (type) => `token_type「${type}」は Bearer トークンではありません。`,
  serverAnswered: (status) => `サーバーが ${status} を返しました。`,
  unreachable: (reason) =>
    `リクエストがサーバーに届きませんでした（${reason}）。サーバーが停止しているか、その CORS ヘッダーがこのサイトからの呼び出しを許可していません。`,
  authorizationRefused: '認可サーバーが理由を示さずに拒否しました。',
  unexpectedStatus: (status) =>
    `サーバーが HTTP ステータス ${status} を返しました。プロトコルが想定するステータスではありません。`,
  answerNotJson: 'サーバーの応答が JSON ではありません。',
  answerInvalid: 'サーバーの応答がプロトコルに従っていません。',
  issuerMismatch: (expected) =>
    `サーバーのメタデータが、URL の示す ${expected} とは別の発行者 (issuer) を示しています。`,
  metadataNoIssuer: 'サーバーのメタデータに発行者 (issuer) がありません。',
  idTokenRejected: 'サーバーが送った ID トークンが検証に通りませんでした。',
  httpsOnly:
    'エンドポイントは https: である必要があります（http: はこのマシン上の localhost でのみ可）。',
  endpointMissing:
    'サーバーのメタデータに、このフローに必要なエンドポイントがないか、無効なエンドポイントが示されています。',
  invalidSetting: 'フローに渡された URL または値が無効です。',
  notSupported: 'サーバーが提供する内容では、パネルはこれを実行できません。',
  flowFailed: 'エラーによりフローが停止しました。',
  codeExpired: (detail) =>
    `承認される前にコードの有効期限が切れました${detail ? `（${detail}）` : ''}。「認可する」を押して新しいコードを取得してください。`,
  accessDenied: (detail) =>
    `認可サーバーでリクエストが拒否されました${detail ? `（${detail}）` : ''}。トークンは発行されていません。`,
  deviceStopped: '中止しました。トークンは要求されていません。',
  waitingApproval: (seconds) => `承認を待っています。${seconds} 秒ごとに確認します。`,
  slowDown: (seconds) =>
    `サーバーから間隔を空けるよう求められました。${seconds} 秒ごとに確認します。`,
  tokenEndpointSilent: (reason, seconds) =>
    `トークンエンドポイントが応答しませんでした（${reason}）。${seconds} 秒ごとに確認します。`,
  noExpiry: 'サーバーは有効期限を示していません。',
  expiredAt: (time) => `${time} に期限切れになりました。`,
  expiresIn: (remaining, time) => `あと ${remaining} で期限切れになります（${time}）。`,
  codeExpiredAt: (time) => `コードは ${time} に期限切れになりました。`,
  codeExpiresIn: (remaining, time) => `コードはあと ${remaining} で期限切れになります（${time}）。`,

  toolsNotLoaded: (reason) =>
    `送信されていません: パネルのツールを読み込めませんでした（${reason}）。もう一度送信してください。入力した内容は保持されています。`,
  variablesNotSent: (unknown, cycles) =>
    `送信されていません: ${[
      ...(unknown.length
        ? [
            `アクティブな環境に変数 ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join('、')} がありません`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `変数が互いを参照しています: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('。')}。`,
  variablesLoading: '送信されていません: 変数をまだ読み込み中でした。もう一度送信してください。',
  importNotJson: (failure) => `JSON ではありません${where(failure)}。`,
  importTopLevel: '最上位は「environments」を持つオブジェクトでなければなりません。',
  importEnvironmentsList: '「environments」は { name, variables } のリストでなければなりません。',
  importNotObject: (at) => `${at}: オブジェクトでなければなりません。`,
  importNameEmpty: (at) => `${at}: 空でない文字列でなければなりません。`,
  importNameTaken: (at, name) => `${at}:「${name}」は別の環境ですでに使われています。`,
  importVariablesList: (at) => `${at}: { name, value } のリストでなければなりません。`,
  importVariableName: (at, got) =>
    `${at}: 使えるのは英字、数字、「_」「-」「.」だけです（受け取った値: ${got}）。`,
  importValueString: (at) => `${at}: 文字列でなければなりません。`,

  missing: (at) => `${place(at)}は必須ですが、ありません。`,
  bodyMissing: 'リクエストボディは必須ですが、ありません。',
  notJson: (what, failure) =>
    `${{ body: 'ボディ', item: '項目', data: 'data フィールド' }[what]}が JSON ではありません${where(failure)}。`,
  noAlternative: (at, count) => `${place(at)}は ${count} 個の選択肢のどれにも一致しません。`,
  wrongType: (at, types, actual) =>
    `${place(at)}は ${types.join(' または ')} 型であるべきですが、${actual} です。`,
  notInEnum: (at, values) => `${place(at)}は次のいずれかであるべきです: ${values.join(', ')}。`,
  notConst: (at, value) => `${place(at)}は ${value} であるべきです。`,
  tooFewItems: (at, min) => `${place(at)}には少なくとも ${min} 個の項目が必要です。`,
  tooManyItems: (at, max) => `${place(at)}の項目は多くとも ${max} 個までです。`,
  notAllowed: (at) => `${place(at)}は記述で許可されているプロパティではありません。`,
  tooShort: (at, min) => `${place(at)}は ${min} 文字以上であるべきです。`,
  tooLong: (at, max) => `${place(at)}は ${max} 文字以下であるべきです。`,
  noPattern: (at, pattern) => `${place(at)}はパターン ${pattern} に一致するべきです。`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)}は ${min} ${exclusive ? 'より大きい' : '以上の'}値であるべきです。`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)}は ${max} ${exclusive ? '未満の' : '以下の'}値であるべきです。`,
  notMultiple: (at, of) => `${place(at)}は ${of} の倍数であるべきです。`,
  moreProblems: (count) => `…ほか ${count} 件。`,
  credentialsUnmet: (alternatives) =>
    `送信された認証情報は、この操作のどのセキュリティ要件も満たしていません。必要なのは ${alternatives.map((all) => all.map(lack).join(' と ')).join('、または ')} です。サーバーなら 401 Unauthorized を返します。`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `Cookie パラメーター「${name}」はこのパネルからは送信されません。ブラウザーはページに Cookie ヘッダーの設定を許可しないためです。下のコードサンプルでは送信されます。`,
  cookieKeyNote: (name, key) =>
    `Cookie の API キー「${name}」（${key}）: ブラウザーは別のサイトの Cookie を設定できないため、このパネルからは送信されません。コードサンプルでは送信されます（cURL は -b、ほかは Cookie ヘッダー）。`,
  mutualTlsNote: (key) =>
    `相互 TLS（${key}）: クライアント証明書があれば、ブラウザー自身が提示します。ここで入力するものはありません。`,
  digestNote: (key) =>
    `HTTP Digest（${key}、RFC 7616）はサーバーのチャレンジに応答する方式で、このパネルでは扱えないため送信されません。cURL のサンプルでは --digest -u、HTTPie では -A digest、Python では HTTPDigestAuth で送信できます。`,
  negotiateNote: (key) =>
    `HTTP Negotiate（${key}、RFC 4559）: トークンを貼り付けると「Authorization: Negotiate <トークン>」として送信されます。curl では --negotiate -u : で Kerberos チケットからトークンを作成できます。`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme}（${key}）: このパネルとサンプルは、入力した認証情報をそのまま使って「Authorization: ${scheme} <認証情報>」を送信します。`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('ja')
    return `ほかに ${f.format(more)} 件のオペレーションがあり、合計 ${f.format(total)} 件がこのスキーマを使用しています。`
  },
} satisfies Partial<ApiDocsMessages>
