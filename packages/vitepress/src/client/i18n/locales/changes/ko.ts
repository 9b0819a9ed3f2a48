// 한국어: 변경 기록의 각 줄(../../en/changelog.ts 참고). 이름, 미디어 유형, 상태 코드, JSON Schema
// 유형, 값(JSON)은 설명에 쓰인 그대로 둔다.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: '경로 매개변수',
  query: '쿼리 매개변수',
  querystring: '쿼리 문자열 매개변수',
  header: '헤더 매개변수',
  cookie: '쿠키 매개변수',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `${p.in} 매개변수`} “${p.name}”`

/** Korean change lines of a changelog page. */
export const koChanges = {
  changeOperationAdded: '작업 추가됨',
  changeOperationRemoved: '작업 제거됨',
  changeWebhookAdded: 'Webhook 추가됨',
  changeWebhookRemoved: 'Webhook 제거됨',
  changeParameterAdded: (p, required) => `${parameter(p)} 추가됨${required ? '(필수)' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)} 제거됨`,
  changeParameterRequired: (p) => `${parameter(p)} 필수로 변경됨`,
  changeParameterOptional: (p) => `${parameter(p)} 선택 사항으로 변경됨`,
  changeBodyAdded: (required) => `요청 본문 추가됨${required ? '(필수)' : ''}`,
  changeBodyRemoved: '요청 본문 제거됨',
  changeBodyRequired: '요청 본문 필수로 변경됨',
  changeResponseAdded: (status) => `응답 ${status} 추가됨`,
  changeResponseRemoved: (status) => `응답 ${status} 제거됨`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? '요청 본문'
        : `응답 ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `미디어 유형 ${type} 추가됨`,
  changeMediaTypeRemoved: (type) => `미디어 유형 ${type} 제거됨`,
  changeType: (from, to) => `유형 변경됨: ${from.join(' | ')} → ${to.join(' | ')}`,
  changeEnumRestricted: '허용 값이 열거형(enum)으로 제한됨',
  changeEnumAdded: (list) => `enum 값 ${list.join(', ')} 추가됨`,
  changeEnumRemoved: (list) => `enum 값 ${list.join(', ')} 제거됨`,
  changePropertyAdded: (name, required) => `속성 “${name}” 추가됨${required ? '(필수)' : ''}`,
  changePropertyRemoved: (name) => `속성 “${name}” 제거됨`,
  changePropertyRequired: (name) => `속성 “${name}” 필수로 변경됨`,
  changePropertySometimesAbsent: (name) => `속성 “${name}” 더 이상 항상 포함되지는 않음`,
} satisfies Partial<ApiDocsMessages>
