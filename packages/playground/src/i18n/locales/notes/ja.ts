// 日本語: 組み立てたリクエストについての注記と、cURL の取り込みを断る理由。
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'カスタムヘッダー',
  item: 'ヘッダー',
  bearer: 'Bearer トークン',
  basic: 'Basic 認証',
  http: 'HTTP 認証',
  apiKey: 'API キーのヘッダー',
  apiKeyCookie: 'API キーの Cookie',
}
const quoted = (names: readonly string[]) => names.map((name) => `「${name}」`).join('')

/** Japanese notes of a built request. */
export const jaNotes = {
  notCurl:
    'このフォームで読み取れる cURL コマンドではありません。「curl」で始まり、URL を含んでいる必要があります。',
  curlMethodRefused: (method) =>
    `ブラウザーの fetch() は ${method} を送信できません。CONNECT、TRACE、TRACK は拒否されます。`,
  unplacedPaths: (names) =>
    `URL に {name} や <name> のプレースホルダーがないパスパラメーターは送信されませんでした: ${quoted(names)}。`,
  filesWithoutBody: (method, names) =>
    `${method} リクエストではファイルは送信されません（ボディがないため）: ${quoted(names)}。`,
  multipartContentType: (value) =>
    `Content-Type ヘッダー「${value}」は送信されませんでした。multipart/form-data では、パートを区切る境界文字列とともにブラウザーが設定します。`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]}「${name}」は送信されませんでした。ヘッダー名に使えるのは英字、数字、!#$%&'*+-.^_\`|~ だけです（RFC 9110）。`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]}「${name}」は送信されませんでした。値に改行、NUL、または U+00FF を超える文字が含まれており、fetch() が拒否します。`,
  twoAuthorizations:
    '2 つの認証情報が Authorization を使っています。送信されるのは最後のものだけです。',
  basicColon: 'Basic 認証: ユーザー名に「:」が含まれています。RFC 7617 では使えません。',
  digestSnippetsOnly:
    'HTTP Digest（RFC 7616）はコードサンプル（cURL --digest）でのみ送信されます。fetch() はそのチャレンジに応答できません。',
  cookieSnippetsOnly: (name) =>
    `API キーの Cookie「${name}」はコードサンプルでのみ送信されます。ページは Cookie を設定できません。`,
  repeatedJsonFields: (names) =>
    `フィールド ${quoted(names)} が重複しています。JSON では最後の値だけが残ります。`,
  noFileChosen: (names) =>
    `${quoted(names)} のファイルが選ばれていないため、何も送信されませんでした。`,
  presetNotUsed: (contentType) => `${contentType} のボディでは、既定のボディは使われません。`,
  filesOnlyMultipart: (names) =>
    `ファイルは multipart/form-data のボディでのみ送信されます。送信されなかったもの: ${quoted(names)}。`,
  presetInstead: (names) => `${quoted(names)} の代わりに既定のボディが送信されます。`,
  presetOnly: (contentType, names) =>
    `${contentType} のボディは既定のボディからのみ送信されます。送信されなかったもの: ${quoted(names)}。`,
} satisfies Partial<PlaygroundCatalog>
