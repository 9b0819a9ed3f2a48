// Whether a request carries the credentials an operation requires, as a server would check it
// before anything else: OpenAPI's Security Requirement Object (3.1 and 3.2, section 4.8.30 /
// 4.24) names schemes that apply together (AND) in one requirement, and lists requirements as
// alternatives (OR); an empty requirement `{}` makes credentials optional. The alternatives are
// the ones the panel offers (options.ts). Used by Mock (client/mock/), which answers 401 when
// none is met.
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import type { LackedCredential } from '../i18n/en/problems'
import { problem, type Problem } from '../checks/problem'
import { securityOptions } from './options'

/** What of a request a server reads credentials from. */
export interface CredentialsSent {
  /** The URL as sent (API keys in the query). */
  url: string
  /** Its headers, any case. */
  headers: Readonly<Record<string, string>>
}

/**
 * Whether the request carries one scheme's credentials: true or false, or undefined where a page
 * cannot send them and so cannot be told it did not (a cookie, which a browser does not let a page
 * set; Digest, which answers a challenge; mutual TLS, the browser's certificate).
 */
export function schemeMet(
  scheme: SecuritySchemeModel,
  request: CredentialsSent,
): boolean | undefined {
  const header = (name: string) =>
    Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  // RFC 9110 section 11.6.2: `Authorization: <auth-scheme> <credentials>`, the scheme in any case.
  const authorization = (name: string) =>
    new RegExp(`^${name}\\s+\\S`, 'i').test(header('authorization')?.trim() ?? '')
  switch (scheme.type) {
    case 'apiKey':
      if (scheme.in === 'cookie') return undefined
      if (scheme.in === 'header') return (header(scheme.name)?.trim() ?? '') !== ''
      return (
        (new URL(request.url, 'http://mock.invalid').searchParams.get(scheme.name) ?? '') !== ''
      )
    case 'http': {
      const name = scheme.scheme.toLowerCase()
      if (name === 'digest') return undefined
      return authorization(name.replace(/[^\w-]/g, ''))
    }
    case 'oauth2':
    case 'openIdConnect':
      // Both end in a bearer token (RFC 6750 section 2.1).
      return authorization('bearer')
    default:
      return undefined
  }
}

/** A missing scheme, for the problem Mock lists. */
function missing(scheme: SecuritySchemeModel): LackedCredential {
  if (scheme.type === 'apiKey')
    return {
      kind: 'apiKey',
      in: scheme.in === 'header' ? 'header' : 'query',
      name: scheme.name,
      scheme: scheme.key,
    }
  if (scheme.type === 'http') return { kind: 'http', authScheme: scheme.scheme, scheme: scheme.key }
  return { kind: 'bearer', scheme: scheme.key }
}

/**
 * Undefined when the request meets one of the operation's security requirements (or it has none,
 * or one is `{}`), else the problem saying what each alternative lacks.
 */
export function unmetSecurity(
  page: OperationPageData,
  request: CredentialsSent,
): Problem | undefined {
  const options = securityOptions(page)
  if (options.length === 0) return undefined
  const lacking: LackedCredential[][] = []
  for (const option of options) {
    // `{}`, or schemes the description does not define: nothing a server could ask for.
    if (option.schemes.length === 0) return undefined
    const absent = option.schemes.filter((scheme) => schemeMet(scheme, request) === false)
    if (absent.length === 0) return undefined
    lacking.push(absent.map(missing))
  }
  return problem('credentialsUnmet', lacking)
}

/**
 * The challenges of a 401's `WWW-Authenticate` header (RFC 9110 section 11.6.1) for the HTTP,
 * OAuth 2 and OpenID Connect schemes an operation accepts; API keys have no registered
 * challenge, so an operation taking only those gets none.
 */
export function challenges(page: OperationPageData): string[] {
  const out = new Set<string>()
  for (const option of securityOptions(page)) {
    for (const scheme of option.schemes) {
      if (scheme.type === 'http') {
        const name = scheme.scheme.toLowerCase()
        out.add(
          name === 'basic'
            ? `Basic realm="${page.spec.label.replace(/["\\]/g, '')}"`
            : name === 'bearer'
              ? 'Bearer'
              : scheme.scheme,
        )
      }
      if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') out.add('Bearer')
    }
  }
  return [...out]
}
