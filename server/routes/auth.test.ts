import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { useApiServer } from '../testing.ts'

const api = useApiServer()
const { bearerToken, basicUser, basicPassword, apiKeyHeader, apiKeyQuery, apiKey } =
  DEMO_CREDENTIALS

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

interface Denial {
  status: number
  challenge: string | null
  message: string
}

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, { headers })
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return { response, body: (await response.json()) as Record<string, unknown> }
}

async function denied(path: string, headers: Record<string, string> = {}): Promise<Denial> {
  const { response, body } = await call(path, headers)
  expect(response.status).toBe(401)
  expect(body.error).toBe('unauthorized')
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    message: String(body.message),
  }
}

describe('/auth/bearer', () => {
  it('accepts the demo token', async () => {
    const { response, body } = await call('/auth/bearer', {
      Authorization: `Bearer ${bearerToken}`,
    })
    expect(response.status).toBe(200)
    expect(body).toEqual({ authenticated: true, scheme: 'bearer' })
  })

  it('refuses a missing, wrong or non-bearer credential and says what it expected', async () => {
    const missing = await denied('/auth/bearer')
    expect(missing.challenge).toBe('Bearer realm="demo"')
    expect(missing.message).toContain(`Bearer ${bearerToken}`)
    const wrong = await denied('/auth/bearer', { Authorization: 'Bearer nope' })
    expect(wrong.challenge).toContain('error="invalid_token"')
    const other = await denied('/auth/bearer', { Authorization: basic(basicUser, basicPassword) })
    expect(other.message).toContain('not a Bearer token')
  })
})

describe('/auth/basic', () => {
  it('accepts the demo user and password', async () => {
    const { response, body } = await call('/auth/basic', {
      Authorization: basic(basicUser, basicPassword),
    })
    expect(response.status).toBe(200)
    expect(body).toEqual({ authenticated: true, scheme: 'basic', user: basicUser })
  })

  it('refuses missing, wrong and malformed credentials', async () => {
    const missing = await denied('/auth/basic')
    expect(missing.challenge).toMatch(/^Basic realm="demo"/)
    expect(missing.message).toContain(`${basicUser}:${basicPassword}`)
    const wrong = await denied('/auth/basic', { Authorization: basic(basicUser, 'guess') })
    expect(wrong.message).toContain('Wrong user name or password')
    const malformed = await denied('/auth/basic', { Authorization: 'Basic !!!' })
    expect(malformed.message).toContain('not base64')
  })
})

describe('/auth/api-key-header', () => {
  it('accepts the demo key in its header', async () => {
    const { response, body } = await call('/auth/api-key-header', { [apiKeyHeader]: apiKey })
    expect(response.status).toBe(200)
    expect(body).toEqual({ authenticated: true, scheme: 'apiKey', in: 'header' })
  })

  it('refuses a missing or wrong key', async () => {
    const missing = await denied('/auth/api-key-header')
    expect(missing.challenge).toContain(`name="${apiKeyHeader}"`)
    expect(missing.message).toContain(`${apiKeyHeader}: ${apiKey}`)
    const wrong = await denied('/auth/api-key-header', { [apiKeyHeader]: 'nope' })
    expect(wrong.message).toContain('Wrong API key')
  })
})

describe('/auth/api-key-query', () => {
  it('accepts the demo key in its query parameter', async () => {
    const { response, body } = await call(`/auth/api-key-query?${apiKeyQuery}=${apiKey}`)
    expect(response.status).toBe(200)
    expect(body).toEqual({ authenticated: true, scheme: 'apiKey', in: 'query' })
  })

  it('refuses a missing or wrong key', async () => {
    const missing = await denied('/auth/api-key-query')
    expect(missing.challenge).toContain(`name="${apiKeyQuery}"`)
    expect(missing.message).toContain(`${apiKeyQuery}=${apiKey}`)
    const wrong = await denied(`/auth/api-key-query?${apiKeyQuery}=nope`)
    expect(wrong.message).toContain('Wrong API key')
  })
})
