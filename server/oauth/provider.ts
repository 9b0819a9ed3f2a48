import { generateKeyPairSync } from 'node:crypto'
import type { Configuration, JWK } from 'oidc-provider'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { successSource, userCodeConfirmSource, userCodeInputSource } from './device-pages.ts'
import { memoryAdapter } from './memory-adapter.ts'

/** The resource indicator (RFC 8707) of the Notes API: the audience of the tokens it accepts. */
export const NOTES_RESOURCE = 'urn:demo:notes'

/** The scopes the Notes API defines; its access tokens carry only these. */
export const NOTES_SCOPES = ['notes:read', 'notes:write'] as const

/** Token lifetimes, in seconds: an hour, long enough to try things, short enough to see expire. */
const TOKEN_SECONDS = 3600

// The browser runs the flows from the docs site, on a port only known when it starts. RFC 8252
// section 7.3 lets a native client's loopback redirect URI use any port; oidc-provider applies that
// to clients registered as `application_type: native` (lib/models/client.js, redirectUriAllowed).
const REDIRECT_URIS = ['127.0.0.1', 'localhost'].map((host) => `http://${host}/oauth-redirect.html`)

/**
 * A fresh signing key for ID tokens, made at start: nothing secret is kept in the repository. P-256
 * (ES256) takes well under a millisecond to make, where an RSA key takes a few hundred.
 */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), use: 'sig', alg: 'ES256', kid: 'demo' }
}

/** The demo authorization server's configuration (oidc-provider 8, `Configuration`). */
export function providerConfiguration(interactionPath: (uid: string) => string): Configuration {
  const { oauthAppClient, oauthServiceClient, oauthServiceSecret, oauthDeviceClient } =
    DEMO_CREDENTIALS
  return {
    clients: [
      {
        client_id: oauthAppClient,
        client_name: 'API Playground docs (public client)',
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: REDIRECT_URIS,
        scope: `openid profile email ${NOTES_SCOPES.join(' ')}`,
      },
      {
        client_id: oauthServiceClient,
        client_name: 'API Playground docs (service client)',
        client_secret: oauthServiceSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        scope: NOTES_SCOPES.join(' '),
      },
      {
        // RFC 8628: a device that cannot open a browser; a public client, as such devices are.
        client_id: oauthDeviceClient,
        client_name: 'API Playground docs (device)',
        token_endpoint_auth_method: 'none',
        grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
        response_types: [],
        redirect_uris: [],
        scope: NOTES_SCOPES.join(' '),
      },
    ],
    adapter: memoryAdapter(),
    // The one signing key is P-256: every client's ID tokens are ES256 (the default is RS256).
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    jwks: { keys: [signingKey()] },
    cookies: { keys: ['demo-cookie-key-not-a-secret'] },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'profile', 'email', ...NOTES_SCOPES],
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: 'Demo Reader',
          email: 'demo@example.com',
          email_verified: true,
        }),
      }
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // RFC 8628 at /oauth/device/auth; the person enters the code at /oauth/device.
      deviceFlow: {
        enabled: true,
        userCodeInputSource,
        userCodeConfirmSource,
        successSource,
      },
      resourceIndicators: {
        enabled: true,
        // Requests that name no resource are for the Notes API, the only one this server guards.
        defaultResource: () => NOTES_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: NOTES_SCOPES.join(' '),
          audience: NOTES_RESOURCE,
          accessTokenTTL: TOKEN_SECONDS,
          accessTokenFormat: 'opaque',
        }),
      },
    },
    // PKCE with S256 only, for every client (RFC 9700 section 2.1.1).
    pkce: { methods: ['S256'], required: () => true },
    // The demo server answers any origin; the docs site's panels call the token endpoint.
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: TOKEN_SECONDS,
      ClientCredentials: TOKEN_SECONDS,
      AuthorizationCode: 60,
      // A device's user code lives ten minutes (RFC 8628 section 6.1's example is 1800 s).
      DeviceCode: 600,
      IdToken: TOKEN_SECONDS,
      Interaction: 600,
      Session: 86400,
      Grant: 86400,
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = errorPage(out)
    },
  }
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The page shown when the server cannot send the browser back to the client (bad redirect URI). */
function errorPage(out: object): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('')
  return `<!doctype html><meta charset="utf-8"><title>Authorization error</title><h1>Authorization error</h1><dl>${rows}</dl>`
}

export { escapeHtml }
