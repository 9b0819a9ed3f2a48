// 한국어: OAuth 패널, 모의 응답(Mock), 스트림 판독기, try-it 도구가 코드의 요청으로 보여 주는
// 메시지(../../message.ts 참고).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const FIELD = {
  path: '경로 매개변수',
  query: '쿼리 매개변수',
  querystring: '쿼리 문자열 매개변수',
  header: '헤더 매개변수',
  body: '본문 필드',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} '${at.name}'`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : `(${line}행 ${column ?? 1}열)`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? '헤더' : '쿼리 매개변수'} '${c.name}'(${c.scheme})`
    : c.kind === 'http'
      ? `'Authorization: ${c.authScheme} …' 헤더(${c.scheme})`
      : `'Authorization: Bearer …' 토큰(${c.scheme})`
const PARAMETER = {
  path: '경로 매개변수',
  query: '쿼리 매개변수',
  querystring: '쿼리 문자열',
  header: '헤더 매개변수',
  cookie: '쿠키 매개변수',
  field: '필드',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} '${f.name}'`
    case 'header':
      return `헤더 '${f.name}'`
    case 'headerName':
      return `헤더 이름 '${f.name}'`
    case 'apiKey':
      return `API 키 '${f.name}'`
    case 'username':
      return `${f.scheme} 사용자 이름`
    case 'password':
      return `${f.scheme} 비밀번호`
    case 'credentials':
      return `${f.scheme} 자격 증명`
    case 'bearer':
      return 'Bearer 토큰'
    case 'path':
      return '경로'
    case 'server':
      return '서버'
    default:
      return '본문'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? `(위치: ${fields.map(field).join(', ')})` : ''

/** Korean status and error messages. */
export const koStatus = {
  readingDiscovery: 'OpenID Connect 디스커버리 문서를 읽는 중…',
  readingMetadata: '인가 서버의 메타데이터를 읽는 중…',
  askingToken: '토큰 엔드포인트에 요청하는 중…',
  askingUserCode: '사용자 코드를 요청하는 중…',
  goingToServer: '인가 서버로 이동하는 중…',
  waitingPopup: '팝업에서 로그인하기를 기다리는 중…',
  exchangingCode: '코드를 토큰으로 교환하는 중…',
  enterClientId: '먼저 클라이언트 ID를 입력하세요.',
  noTokenUrl: '설명에 토큰 URL이 없습니다.',
  noDeviceUrls: '설명에도 서버 메타데이터에도 기기 인가 URL과 토큰 URL이 없습니다.',
  noAuthorizationEndpoint: '서버가 인가 엔드포인트를 알려 주지 않습니다.',
  popupBlocked:
    '브라우저가 팝업을 차단했습니다. 이 사이트의 팝업을 허용하거나 이 탭에서 로그인하세요.',
  popupClosed: '서버가 응답하기 전에 로그인 창이 닫혔습니다.',
  unknownState:
    '이 응답은 이 탭에서 보낸 어떤 인가와도 일치하지 않습니다(state를 알 수 없거나 너무 오래되었습니다). 인가를 다시 누르세요.',
  stateMissing: '응답에 보낸 state가 없습니다.',
  noAccessToken: '응답에 access_token이 없습니다.',
  notBearer: (type) => `token_type '${type}'은(는) Bearer 토큰이 아닙니다.`,
  serverAnswered: (status) => `서버가 ${status}(으)로 응답했습니다.`,
  unreachable: (reason) =>
    `요청이 서버에 도달하지 못했습니다(${reason}). 서버가 중단되었거나, 서버의 CORS 헤더가 이 사이트의 호출을 허용하지 않습니다.`,
  authorizationRefused: '인가 서버가 이유를 밝히지 않고 거부했습니다.',
  unexpectedStatus: (status) =>
    `서버가 HTTP 상태 ${status}(으)로 응답했습니다. 프로토콜이 기대하는 상태가 아닙니다.`,
  answerNotJson: '서버의 응답이 JSON이 아닙니다.',
  answerInvalid: '서버의 응답이 프로토콜을 따르지 않습니다.',
  issuerMismatch: (expected) =>
    `서버 메타데이터가 URL이 가리키는 ${expected}이(가) 아닌 다른 발급자(issuer)를 알려 줍니다.`,
  metadataNoIssuer: '서버 메타데이터에 발급자(issuer)가 없습니다.',
  idTokenRejected: '서버가 보낸 ID 토큰이 검증을 통과하지 못했습니다.',
  httpsOnly: '엔드포인트는 https:여야 합니다(일반 http:는 이 컴퓨터의 localhost에서만 가능).',
  endpointMissing:
    '서버 메타데이터에 이 흐름에 필요한 엔드포인트가 없거나, 잘못된 엔드포인트가 들어 있습니다.',
  invalidSetting: '흐름에 전달된 URL 또는 값이 올바르지 않습니다.',
  notSupported: '서버가 제공하는 기능으로는 패널에서 이 작업을 실행할 수 없습니다.',
  flowFailed: '오류로 인해 흐름이 중단되었습니다.',
  codeExpired: (detail) =>
    `코드가 승인되기 전에 만료되었습니다${detail ? `(${detail})` : ''}. 새 코드를 받으려면 인가를 누르세요.`,
  accessDenied: (detail) =>
    `인가 서버에서 요청이 거부되었습니다${detail ? `(${detail})` : ''}. 토큰이 발급되지 않았습니다.`,
  deviceStopped: '중지됨: 토큰을 요청하지 않았습니다.',
  waitingApproval: (seconds) => `승인을 기다리는 중: ${seconds}초마다 확인합니다.`,
  slowDown: (seconds) => `서버가 속도를 늦추라고 요청했습니다: ${seconds}초마다 확인합니다.`,
  tokenEndpointSilent: (reason, seconds) =>
    `토큰 엔드포인트가 응답하지 않았습니다(${reason}): ${seconds}초마다 확인합니다.`,
  noExpiry: '서버가 만료 시간을 알려 주지 않았습니다.',
  expiredAt: (time) => `${time}에 만료되었습니다.`,
  expiresIn: (remaining, time) => `${remaining} 후 만료됩니다(${time}).`,
  codeExpiredAt: (time) => `코드가 ${time}에 만료되었습니다.`,
  codeExpiresIn: (remaining, time) => `코드가 ${remaining} 후 만료됩니다(${time}).`,

  toolsNotLoaded: (reason) =>
    `보내지 않음: 패널 도구를 불러오지 못했습니다(${reason}). 다시 보내세요. 입력한 내용은 유지됩니다.`,
  variablesNotSent: (unknown, cycles) =>
    `보내지 않음: ${[
      ...(unknown.length
        ? [
            `활성 환경에 ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')} 변수가 없습니다`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) => `변수가 서로를 참조합니다: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('; ')}.`,
  variablesLoading: '보내지 않음: 변수를 아직 불러오는 중이었습니다. 다시 보내세요.',
  importNotJson: (failure) => `JSON이 아닙니다${where(failure)}.`,
  importTopLevel: '최상위는 "environments"가 있는 객체여야 합니다.',
  importEnvironmentsList: '"environments"는 { name, variables }의 목록이어야 합니다.',
  importNotObject: (at) => `${at}: 객체여야 합니다.`,
  importNameEmpty: (at) => `${at}: 비어 있지 않은 문자열이어야 합니다.`,
  importNameTaken: (at, name) => `${at}: '${name}'은(는) 이미 다른 환경에서 사용 중입니다.`,
  importVariablesList: (at) => `${at}: { name, value }의 목록이어야 합니다.`,
  importVariableName: (at, got) =>
    `${at}: 문자, 숫자, "_", "-", "."만 쓸 수 있습니다(받은 값: ${got}).`,
  importValueString: (at) => `${at}: 문자열이어야 합니다.`,

  missing: (at) => `${place(at)}: 필수 항목인데 없습니다.`,
  bodyMissing: '요청 본문은 필수인데 없습니다.',
  notJson: (what, failure) =>
    `${{ body: '본문이', item: '항목이', data: 'data 필드가' }[what]} JSON이 아닙니다${where(failure)}.`,
  noAlternative: (at, count) => `${place(at)}: ${count}개의 대안 중 어느 것과도 일치하지 않습니다.`,
  wrongType: (at, types, actual) =>
    `${place(at)}: ${types.join(' 또는 ')} 형식이어야 하지만 ${actual} 형식입니다.`,
  notInEnum: (at, values) => `${place(at)}: 다음 중 하나여야 합니다: ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)}: 값은 ${value}(이)어야 합니다.`,
  tooFewItems: (at, min) => `${place(at)}: 항목이 ${min}개 이상이어야 합니다.`,
  tooManyItems: (at, max) => `${place(at)}: 항목이 ${max}개 이하여야 합니다.`,
  notAllowed: (at) => `${place(at)}: 설명에서 허용하지 않는 속성입니다.`,
  tooShort: (at, min) => `${place(at)}: ${min}자 이상이어야 합니다.`,
  tooLong: (at, max) => `${place(at)}: ${max}자 이하여야 합니다.`,
  noPattern: (at, pattern) => `${place(at)}: 패턴 ${pattern}에 일치해야 합니다.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)}: ${min}${exclusive ? '보다 커야' : ' 이상이어야'} 합니다.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)}: ${max}${exclusive ? '보다 작아야' : ' 이하여야'} 합니다.`,
  notMultiple: (at, of) => `${place(at)}: ${of}의 배수여야 합니다.`,
  moreProblems: (count) => `… 외 ${count}개.`,
  credentialsUnmet: (alternatives) =>
    `보낸 자격 증명이 이 작업의 보안 요구 사항 중 어느 것도 충족하지 않습니다. 필요한 것: ${alternatives.map((all) => all.map(lack).join(' 및 ')).join(', 또는 ')}. 서버라면 401 Unauthorized로 응답합니다.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `쿠키 매개변수 "${name}"은(는) 이 패널에서 보내지 않습니다. 브라우저는 페이지가 Cookie 헤더를 설정하도록 허용하지 않습니다. 아래 코드 샘플은 이를 보냅니다.`,
  cookieKeyNote: (name, key) =>
    `쿠키로 보내는 API 키 "${name}" (${key}): 브라우저는 다른 사이트의 쿠키를 설정할 수 없으므로 이 패널에서는 보내지 않습니다. 코드 샘플은 보냅니다(cURL은 -b, 나머지는 Cookie 헤더).`,
  mutualTlsNote: (key) =>
    `상호 TLS (${key}): 클라이언트 인증서가 있으면 브라우저가 직접 제시합니다. 여기에 입력할 것은 없습니다.`,
  digestNote: (key) =>
    `HTTP Digest (${key}, RFC 7616)는 서버의 챌린지에 응답하는 방식이라 이 패널에서는 처리할 수 없어 보내지 않습니다. cURL 샘플은 --digest -u로, HTTPie는 -A digest로, Python은 HTTPDigestAuth로 보냅니다.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}, RFC 4559): 토큰을 붙여 넣으면 "Authorization: Negotiate <토큰>"으로 보냅니다. curl은 --negotiate -u :로 Kerberos 티켓에서 토큰을 만듭니다.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}): 이 패널과 샘플은 입력한 자격 증명을 그대로 사용해 "Authorization: ${scheme} <자격 증명>"을 보냅니다.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('ko')
    return `이 밖에 작업 ${f.format(more)}개가 더 있으며, 모두 ${f.format(total)}개 작업이 이 스키마를 사용합니다.`
  },
} satisfies Partial<ApiDocsMessages>
