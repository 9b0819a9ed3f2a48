import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { useApiServer } from '../testing.ts'

const api = useApiServer()
const key = { [DEMO_CREDENTIALS.apiKeyHeader]: DEMO_CREDENTIALS.apiKey }
const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${api.url}/admin${path}`, { ...init, headers: { ...key, ...init.headers } })

describe('Admin API', () => {
  it('answers the health check without a key, per region', async () => {
    const response = await fetch(`${api.url}/admin/us/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', region: 'us' })
  })

  it('answers 404 for a region the server variable does not offer', async () => {
    const response = await fetch(`${api.url}/admin/asia/health`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      detail: 'Region "asia" (try eu or us) does not exist.',
    })
  })

  it('wants the API key everywhere else, and says which header', async () => {
    const missing = await fetch(`${api.url}/admin/eu/users`)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({
      detail: 'No X-API-Key header. Expected "X-API-Key: demo-key".',
    })
    const wrong = await fetch(`${api.url}/admin/eu/users`, { headers: { 'X-API-Key': 'x' } })
    expect(wrong.status).toBe(401)
  })

  it("lists each region's own users, filtered by role and activity", async () => {
    const eu = (await (await admin('/eu/users')).json()) as { items: { id: string }[] }
    expect(eu.items.map((user) => user.id)).toEqual(['usr_ada', 'usr_alan', 'usr_grace'])
    const owners = (await (await admin('/us/users?role=owner&active=true')).json()) as {
      items: { id: string }[]
    }
    expect(owners.items.map((user) => user.id)).toEqual(['usr_edsger'])
    const unfiltered = (await (await admin('/eu/users?role=&active=')).json()) as {
      items: unknown[]
    }
    expect(unfiltered.items).toHaveLength(3)
    const bad = await admin('/eu/users?role=root')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ in: 'query', name: 'role' }] })
  })

  it('gets a user of the region, and 404s for one of the other region', async () => {
    expect(await (await admin('/eu/users/usr_ada')).json()).toMatchObject({ name: 'Ada Lovelace' })
    expect((await admin('/us/users/usr_ada')).status).toBe(404)
  })

  it('creates an API key, showing its secret once, and checks every field', async () => {
    const body = JSON.stringify({
      label: 'Deploy bot',
      scopes: ['read', 'write'],
      expiresInDays: 30,
    })
    const response = await admin('/eu/keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as Record<string, string>
    expect(created).toMatchObject({ label: 'Deploy bot', scopes: ['read', 'write'], region: 'eu' })
    expect(created.secret).toMatch(/^dk_[0-9a-f]{24}$/)
    expect(created.secret!.startsWith(created.prefix!)).toBe(true)
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt!)) / 86_400_000
    expect(days).toBe(30)

    const bad = await admin('/eu/keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scopes: ['root'], expiresInDays: 0 }),
    })
    const { errors } = (await bad.json()) as { errors: { name: string }[] }
    expect(errors.map((error) => error.name)).toEqual(['label', 'scopes', 'expiresInDays'])
  })

  it('revokes a key of the region with 204', async () => {
    expect((await admin('/us/keys/key_ops', { method: 'DELETE' })).status).toBe(204)
    expect((await admin('/eu/keys/key_ops', { method: 'DELETE' })).status).toBe(404)
  })

  it('serves the audit log as plain text, the last ?limit lines', async () => {
    const response = await admin('/eu/audit-log?limit=2')
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe('2024-06-20T16:30:27Z usr_alan key.revoke key_old')
    expect((await admin('/eu/audit-log?limit=many')).status).toBe(400)
  })
})
