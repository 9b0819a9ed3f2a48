// 한국어: 만든 요청에 대한 안내와 cURL 가져오기를 거부하는 이유.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: '사용자 지정 헤더',
  item: '헤더',
  bearer: 'Bearer 토큰',
  basic: 'Basic 인증',
  http: 'HTTP 인증',
  apiKey: 'API 키 헤더',
  apiKeyCookie: 'API 키 쿠키',
}
const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ')

/** Korean notes of a built request. */
export const koNotes = {
  notCurl: '이 양식이 읽을 수 있는 cURL 명령이 아닙니다. "curl"로 시작하고 URL을 포함해야 합니다.',
  curlMethodRefused: (method) =>
    `브라우저의 fetch()는 ${method} 요청을 보낼 수 없습니다. CONNECT, TRACE, TRACK은 거부됩니다.`,
  unplacedPaths: (names) =>
    `URL에 {name} 또는 <name> 자리 표시자가 없는 경로 매개변수는 보내지 않았습니다: ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `${method} 요청에는 파일을 보내지 않습니다(본문이 없음): ${quoted(names)}.`,
  multipartContentType: (value) =>
    `Content-Type 헤더 '${value}'는 보내지 않았습니다. multipart/form-data에서는 브라우저가 파트를 구분하는 경계와 함께 직접 설정합니다.`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]} '${name}'은(는) 보내지 않았습니다. 헤더 이름에는 문자, 숫자, !#$%&'*+-.^_\`|~만 쓸 수 있습니다(RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]} '${name}'은(는) 보내지 않았습니다. 값에 줄바꿈, NUL 또는 U+00FF를 넘는 문자가 있어 fetch()가 거부합니다.`,
  twoAuthorizations: '자격 증명 두 개가 Authorization을 사용합니다. 마지막 것만 보냅니다.',
  basicColon: 'Basic 인증: 사용자 이름에 ":"가 있습니다. RFC 7617에서 허용하지 않습니다.',
  digestSnippetsOnly:
    'HTTP Digest(RFC 7616)는 코드 예제(cURL --digest)에서만 보냅니다. fetch()는 그 챌린지에 응답할 수 없습니다.',
  cookieSnippetsOnly: (name) =>
    `API 키 쿠키 '${name}'은(는) 코드 예제에서만 보냅니다. 페이지는 Cookie를 설정할 수 없습니다.`,
  repeatedJsonFields: (names) =>
    `필드 ${quoted(names)}이(가) 중복됩니다. JSON에는 마지막 값만 남습니다.`,
  noFileChosen: (names) => `${quoted(names)}에 선택한 파일이 없어 아무것도 보내지 않았습니다.`,
  presetNotUsed: (contentType) => `${contentType} 본문에는 미리 설정한 본문을 쓰지 않습니다.`,
  filesOnlyMultipart: (names) =>
    `파일은 multipart/form-data 본문으로만 보냅니다. 보내지 않음: ${quoted(names)}.`,
  presetInstead: (names) => `${quoted(names)} 대신 미리 설정한 본문을 보냅니다.`,
  presetOnly: (contentType, names) =>
    `${contentType} 본문은 미리 설정한 본문으로만 보냅니다. 보내지 않음: ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
