// An operation's security as OpenAPI describes it (Security Requirement Object, 3.1 and 3.2
// section 4.8.30 / 4.24): the schemes named in one requirement apply together, the list of
// requirements are alternatives, and an empty requirement `{}` makes authentication optional.
import type { AuthConfig } from 'vue-api-playground'
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import type { enPage } from '../i18n/en/page'
import { sayer, type MessageOf } from '../i18n/message'

/** A message of the page's words, worded by the component that shows it. */
export type PageMessage = MessageOf<typeof enPage>
const say = sayer<typeof enPage>()

/** One requirement of an operation: the schemes it needs, all together. */
export interface SecurityOption {
  /** Its scheme keys joined with ` + `; '' for the empty requirement (no credentials). */
  id: string
  /** The schemes it names that the description defines, in order. */
  schemes: SecuritySchemeModel[]
  /** Whether the panel can fill in every scheme of it (mutual TLS it cannot). */
  sendable: boolean
}

/** The requirements of an operation, as alternatives the reader picks from. */
export function securityOptions(page: OperationPageData): SecurityOption[] {
  const seen = new Set<string>()
  const options: SecurityOption[] = []
  for (const requirement of page.operation.security) {
    const schemes = requirement
      .map(({ scheme }) => page.securitySchemes.find((model) => model.key === scheme))
      .filter((model): model is SecuritySchemeModel => model !== undefined)
    const id = requirement.map(({ scheme }) => scheme).join(' + ')
    // Two requirements naming the same schemes (with other scopes) are one choice for the panel.
    if (seen.has(id)) continue
    seen.add(id)
    options.push({ id, schemes, sendable: schemes.every((scheme) => authFor(scheme)) })
  }
  return options
}

/**
 * The option a panel starts with: the one the reader picked for this spec (`remembered`) when the
 * operation offers it, else the first that names schemes the panel can send (optional auth `{}`
 * listed first still lets the reader send credentials), else the first.
 */
export function defaultOption(
  options: readonly SecurityOption[],
  remembered: string | undefined,
): SecurityOption | undefined {
  return (
    options.find((option) => option.id === remembered) ??
    options.find((option) => option.sendable && option.schemes.length > 0) ??
    options[0]
  )
}

/** The empty auth of a scheme, or undefined when the panel has nothing to fill in for it. */
export function authFor(scheme: SecuritySchemeModel): AuthConfig | undefined {
  if (scheme.type === 'http') {
    // RFC 9110 section 11.1: auth-scheme names are case-insensitive.
    const name = scheme.scheme.toLowerCase()
    if (name === 'bearer') return { type: 'bearer', token: '' }
    if (name === 'basic') return { type: 'basic', username: '', password: '' }
    if (name === 'digest') return { type: 'digest', username: '', password: '' }
    return { type: 'http', scheme: scheme.scheme, credentials: '' }
  }
  if (scheme.type === 'apiKey')
    return { type: 'apiKey', in: scheme.in, name: scheme.name, value: '' }
  // OAuth 2 and OpenID Connect end in a bearer token; the reader pastes one or the panel gets it.
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return { type: 'bearer', token: '' }
  // Mutual TLS is the browser's client certificate: nothing for a form.
  return undefined
}

/**
 * What the panel says about a scheme it cannot send as the reader might expect, or undefined:
 * a cookie (a page cannot set one for another site), Digest and Negotiate (they answer the
 * server's challenge), another HTTP scheme (sent as typed), mutual TLS.
 */
export function schemeNote(scheme: SecuritySchemeModel): PageMessage | undefined {
  if (scheme.type === 'apiKey' && scheme.in === 'cookie')
    return say('cookieKeyNote', scheme.name, scheme.key)
  if (scheme.type === 'mutualTLS') return say('mutualTlsNote', scheme.key)
  if (scheme.type !== 'http') return undefined
  const name = scheme.scheme.toLowerCase()
  if (name === 'bearer' || name === 'basic') return undefined
  if (name === 'digest') return say('digestNote', scheme.key)
  if (name === 'negotiate') return say('negotiateNote', scheme.key)
  return say('otherSchemeNote', scheme.scheme, scheme.key)
}
