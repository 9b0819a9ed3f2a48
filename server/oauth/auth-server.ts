import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { handleInteraction } from './interactions.ts'
import { providerConfiguration } from './provider.ts'

/** Where the authorization server lives on the demo server. */
export const OAUTH_BASE = '/oauth'

/** What the Notes API learns from an access token it is sent. */
export interface TokenInfo {
  /** The signed-in account, for tokens a person approved (authorization code, device flow). */
  subject?: string
  clientId: string
  scopes: string[]
  /** Seconds since the epoch. */
  expiresAt: number
  grant: 'authorization_code' | 'device_code' | 'client_credentials'
}

/** Hosts served at once; the demo binds to loopback, this only bounds a stray Host header. */
const MAX_ISSUERS = 16

// The issuer is the URL the browser reached the server at (`http://127.0.0.1:4010/oauth`): OpenID
// Connect Discovery 1.0 section 4.3 wants the metadata's `issuer` to equal the URL the client
// fetched it from, and the demo's port is only known once the server listens. One provider per
// Host header, made on first use (oidc-provider and its Koa stack load only when someone signs in).
const providers = new Map<string, Promise<Provider>>()
const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>()

/** The demo authorization server that answers for this request's Host. */
export function providerFor(req: IncomingMessage): Promise<Provider> {
  const issuer = `http://${req.headers.host ?? '127.0.0.1'}${OAUTH_BASE}`
  let provider = providers.get(issuer)
  if (!provider) {
    if (providers.size >= MAX_ISSUERS) providers.delete(providers.keys().next().value!)
    provider = import('oidc-provider').then(({ default: Provider }) => {
      const made = new Provider(
        issuer,
        providerConfiguration((uid) => `${OAUTH_BASE}/interaction/${uid}`),
      )
      // No reverse proxy sits in front of the demo: the request's own host and protocol are true.
      made.proxy = false
      callbacks.set(made, made.callback())
      return made
    })
    providers.set(issuer, provider)
  }
  return provider
}

/** Hands a request under `/oauth` to the sign-in pages or to the provider, mounted at that path. */
export async function handleOAuth(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const provider = await providerFor(req)
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path.startsWith(`${OAUTH_BASE}/interaction/`)) {
    return handleInteraction(provider, req, res, path)
  }
  // oidc-provider finds its mount path from `originalUrl` (lib/helpers/oidc_context.js), as
  // Express would set it.
  const request = req as IncomingMessage & { originalUrl?: string }
  request.originalUrl = req.url
  req.url = req.url!.slice(OAUTH_BASE.length) || '/'
  callbacks.get(provider)!(req, res)
}

/** The live access token `value` of this server, or undefined when it issued none such. */
export async function findToken(
  req: IncomingMessage,
  value: string,
): Promise<TokenInfo | undefined> {
  const provider = await providerFor(req)
  const user = await provider.AccessToken.find(value)
  if (user && !user.isExpired) {
    return {
      subject: user.accountId,
      clientId: user.clientId!,
      scopes: [...user.scopes],
      expiresAt: user.exp!,
      // RFC 8628 section 3.4's grant type, for tokens a device got.
      grant: user.gty === 'device_code' ? 'device_code' : 'authorization_code',
    }
  }
  const service = await provider.ClientCredentials.find(value)
  if (service && !service.isExpired) {
    return {
      clientId: service.clientId!,
      scopes: [...service.scopes],
      expiresAt: service.exp!,
      grant: 'client_credentials',
    }
  }
  return undefined
}
