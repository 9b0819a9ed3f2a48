/** The values the auth-checking endpoints accept; readable on purpose, this is a demo. */
export interface DemoCredentials {
  bearerToken: string
  basicUser: string
  basicPassword: string
  apiKeyHeader: string
  apiKeyQuery: string
  apiKey: string
}

export const DEMO_CREDENTIALS: Readonly<DemoCredentials> = Object.freeze({
  bearerToken: 'demo-token',
  basicUser: 'demo',
  basicPassword: 'secret',
  apiKeyHeader: 'X-API-Key',
  apiKeyQuery: 'api_key',
  apiKey: 'demo-key',
})
