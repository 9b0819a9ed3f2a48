import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'

/** The OAuth 2.0 grants the try-it runs, by their OpenAPI Flows Object names. */
export type OAuthFlowKind =
  'authorizationCode' | 'deviceAuthorization' | 'clientCredentials' | 'implicit' | 'password'

/** One flow the reader can run for a scheme, with its URLs resolved. */
export interface OAuthFlowChoice {
  /** Which flow; the panel names it in the page's language (the catalogs' `flowNames`). */
  kind: OAuthFlowKind
  /** Absolute authorization endpoint (authorization code, implicit). */
  authorizationUrl?: string
  /** Absolute token endpoint (all but implicit). */
  tokenUrl?: string
  /** Absolute device authorization endpoint (RFC 8628 section 3.1), for the device flow. */
  deviceAuthorizationUrl?: string
  /** The scopes the description lists for this flow, with their descriptions. */
  scopes: Record<string, string>
  /**
   * Implicit and password are left out of OAuth 2.1 and must not be used per RFC 9700 (sections
   * 2.1.2 and 2.4): run when a description declares them, marked as such.
   */
  deprecated: boolean
  /** OpenID Connect: the discovery document to read the endpoints from first. */
  discoveryUrl?: string
  /**
   * OpenAPI 3.2 `oauth2MetadataUrl`: the authorization server's metadata (RFC 8414), read when
   * the flow is run for the endpoints the description leaves out.
   */
  metadataUrl?: string
}

/** The flows of OpenAPI's Flows Object the try-it runs, best first. */
const ORDER: OAuthFlowKind[] = [
  'authorizationCode',
  'deviceAuthorization',
  'clientCredentials',
  'implicit',
  'password',
]

/** The endpoints each flow calls, by the Flow Object fields that name them. */
const NEEDS: Record<OAuthFlowKind, ('authorizationUrl' | 'tokenUrl' | 'deviceAuthorizationUrl')[]> =
  {
    authorizationCode: ['authorizationUrl', 'tokenUrl'],
    deviceAuthorization: ['deviceAuthorizationUrl', 'tokenUrl'],
    clientCredentials: ['tokenUrl'],
    implicit: ['authorizationUrl'],
    password: ['tokenUrl'],
  }

/**
 * A URL of the description made absolute. OpenAPI 3.x ("Relative References in URLs") resolves
 * relative URLs against the server URL, itself relative to the page when it is relative.
 */
export function resolveOAuthUrl(url: string, server: string | undefined, page: string): string {
  return new URL(url, new URL(server || '/', page)).href
}

/** The flows a scheme offers that the try-it can run, best first (authorization code). */
export function flowChoices(
  scheme: SecuritySchemeModel,
  server: string | undefined,
  page: string,
): OAuthFlowChoice[] {
  const absolute = (url: string | undefined) =>
    url ? resolveOAuthUrl(url, server, page) : undefined
  if (scheme.type === 'openIdConnect') {
    return [
      {
        kind: 'authorizationCode',
        scopes: {},
        deprecated: false,
        discoveryUrl: absolute(scheme.openIdConnectUrl),
      },
    ]
  }
  if (scheme.type !== 'oauth2') return []
  const metadataUrl = absolute(scheme.oauth2MetadataUrl)
  const choices: OAuthFlowChoice[] = []
  for (const kind of ORDER) {
    const flow = scheme.flows.find((candidate) => candidate.flow === kind)
    if (!flow) continue
    const urls = {
      authorizationUrl: absolute(flow.authorizationUrl),
      tokenUrl: absolute(flow.tokenUrl),
      deviceAuthorizationUrl: absolute(flow.deviceAuthorizationUrl),
    }
    // A flow missing a URL it needs cannot run, unless the server's metadata can name it; the
    // page still lists it (SecurityList).
    if (!metadataUrl && NEEDS[kind].some((field) => !urls[field])) continue
    choices.push({
      kind,
      ...Object.fromEntries(Object.entries(urls).filter(([, url]) => url)),
      scopes: flow.scopes,
      deprecated: kind === 'implicit' || kind === 'password',
      ...(metadataUrl ? { metadataUrl } : {}),
    })
  }
  return choices
}

/** The Flow Object fields a flow needs that `found` still lacks, to say what is missing. */
export function missingEndpoints(
  kind: OAuthFlowKind,
  found: Partial<Record<(typeof NEEDS)[OAuthFlowKind][number], string>>,
): string[] {
  return NEEDS[kind].filter((field) => !found[field])
}

/** The scopes the operation requires of a scheme: those of the first requirement naming it. */
export function requiredScopes(page: OperationPageData, scheme: string): string[] {
  for (const requirement of page.operation.security) {
    const item = requirement.find((candidate) => candidate.scheme === scheme)
    if (item) return item.scopes
  }
  return []
}

/** The scopes to ask for: the required ones, then the reader's own, each once, in that order. */
export function scopesToRequest(required: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...required, ...added].map((scope) => scope.trim()).filter(Boolean))]
}

/** The redirect URI of the site: its redirect page, on this origin, under the site's base. */
export function redirectUri(origin: string, base: string, file: string): string {
  return new URL(`${base.replace(/\/?$/, '/')}${file}`, origin).href
}
