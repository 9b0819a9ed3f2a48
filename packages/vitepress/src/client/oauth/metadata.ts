import * as oauth from 'oauth4webapi'
import { OAuthFailure } from './failures'
import { say } from './messages'

// An authorization server's metadata: OpenID Connect discovery for `openIdConnect` schemes, and
// OpenAPI 3.2's `oauth2MetadataUrl` (RFC 8414, OAuth 2.0 Authorization Server Metadata) for
// `oauth2` ones. Both are read in the browser when a flow is run, not at build time: the server a
// page sends to (and so a relative metadata URL) is the reader's choice, the build needs no network,
// and the endpoints are those of the server's current metadata. The metadata endpoint must then
// answer with CORS headers, as the token endpoint the panel calls must anyway.

/** The endpoints of an authorization server, from the description or from its metadata. */
export interface ServerMetadata {
  issuer?: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  /** RFC 8628 section 4: `device_authorization_endpoint`. */
  deviceAuthorizationEndpoint?: string
  scopesSupported?: string[]
  tokenAuthMethods?: string[]
  idTokenAlgorithms?: string[]
}

/**
 * The issuer a metadata URL must name, from the URL alone, or undefined when its form says nothing.
 * RFC 8414 section 3.1 inserts `/.well-known/oauth-authorization-server` between the issuer's host
 * and its path (and section 5 lets `openid-configuration` stand in the same place); OpenID Connect
 * Discovery 1.0 section 4 appends `/.well-known/openid-configuration` to the issuer's path.
 */
export function expectedIssuer(url: string): string | undefined {
  const { origin, pathname } = new URL(url)
  for (const name of ['oauth-authorization-server', 'openid-configuration']) {
    const inserted = `/.well-known/${name}`
    if (pathname === inserted || pathname.startsWith(`${inserted}/`))
      return origin + pathname.slice(inserted.length)
  }
  const appended = '/.well-known/openid-configuration'
  if (pathname.endsWith(appended)) return origin + pathname.slice(0, -appended.length)
  return undefined
}

/**
 * Reads an authorization server's metadata document and checks that the issuer it names is the one
 * its URL stands for (RFC 8414 section 3.3, OpenID Connect Discovery 1.0 section 4.3). A document
 * at another URL says nothing of its issuer: the issuer it names is taken as it is.
 */
export async function readServerMetadata(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerMetadata> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' } })
  const expected = new URL(expectedIssuer(url) ?? (await namedIssuer(response)))
  const metadata = await oauth.processDiscoveryResponse(expected, response)
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined
  const fields: [keyof ServerMetadata, unknown][] = [
    ['issuer', metadata.issuer],
    ['authorizationEndpoint', metadata.authorization_endpoint],
    ['tokenEndpoint', metadata.token_endpoint],
    ['deviceAuthorizationEndpoint', metadata.device_authorization_endpoint],
    ['scopesSupported', strings(metadata.scopes_supported)],
    ['tokenAuthMethods', strings(metadata.token_endpoint_auth_methods_supported)],
    ['idTokenAlgorithms', strings(metadata.id_token_signing_alg_values_supported)],
  ]
  return Object.fromEntries(
    fields.filter(([, value]) => (typeof value === 'string' && value) || Array.isArray(value)),
  ) as ServerMetadata
}

/**
 * The issuer a metadata document names, for a URL whose form says none; the panel's own words
 * when the document cannot say (oauth4webapi would only find it unlike the URL).
 */
async function namedIssuer(response: Response): Promise<string> {
  if (response.status !== 200)
    throw new OAuthFailure(undefined, say('unexpectedStatus', response.status))
  let body: unknown
  try {
    body = await response.clone().json()
  } catch (error) {
    throw new OAuthFailure(undefined, say('answerNotJson'), (error as Error).message)
  }
  const issuer =
    body && typeof body === 'object' ? (body as { issuer?: unknown }).issuer : undefined
  try {
    if (typeof issuer === 'string') return new URL(issuer).href
  } catch {
    // Not a URL: no issuer either.
  }
  throw new OAuthFailure(undefined, say('metadataNoIssuer'))
}
