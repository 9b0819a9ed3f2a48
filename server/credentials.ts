/** The values the auth-checking endpoints accept; readable on purpose, this is a demo. */
export interface DemoCredentials {
  bearerToken: string
  basicUser: string
  basicPassword: string
  apiKeyHeader: string
  apiKeyQuery: string
  apiKey: string
  /** The authorization server's public client (authorization code with PKCE, no secret). */
  oauthAppClient: string
  /** Its confidential client for the client credentials grant, and that client's secret. */
  oauthServiceClient: string
  oauthServiceSecret: string
  /** Its public client for the device authorization grant (RFC 8628), no secret. */
  oauthDeviceClient: string
  /** The one account of its sign-in page. */
  oauthUser: string
  oauthPassword: string
}

export const DEMO_CREDENTIALS: Readonly<DemoCredentials> = Object.freeze({
  bearerToken: 'demo-token',
  basicUser: 'demo',
  basicPassword: 'secret',
  apiKeyHeader: 'X-API-Key',
  apiKeyQuery: 'api_key',
  apiKey: 'demo-key',
  oauthAppClient: 'demo-app',
  oauthServiceClient: 'demo-service',
  oauthServiceSecret: 'demo-service-secret',
  oauthDeviceClient: 'demo-device',
  oauthUser: 'demo',
  oauthPassword: 'secret',
})
