import { nextTick } from 'vue'
import { describe, expect, it } from 'vitest'
import {
  clearCredentials,
  getCredential,
  rememberCredentials,
  remembersCredentials,
  setCredential,
  setOAuthClient,
  setOAuthToken,
  useCredentialStore,
} from './credentials'

describe('credentials per spec', () => {
  it('keeps each spec apart, saves to sessionStorage and forgets on clear', async () => {
    setCredential('pets', 'bearerAuth', { type: 'bearer', token: 'pets-token' })
    setCredential('admin', 'apiKey', {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      value: 'k',
    })
    expect(getCredential('pets', 'bearerAuth')).toEqual({ type: 'bearer', token: 'pets-token' })
    expect(getCredential('admin', 'bearerAuth')).toBeUndefined()
    await nextTick()
    const saved = JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials')!)
    expect(saved.pets.bearerAuth.token).toBe('pets-token')
    clearCredentials('pets')
    expect(getCredential('pets', 'bearerAuth')).toBeUndefined()
    expect(getCredential('admin', 'apiKey')).toBeDefined()
    await nextTick()
    expect(
      JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials')!).pets,
    ).toBeUndefined()
    expect(useCredentialStore()).toBe(useCredentialStore())
  })
})

describe("a locale's copy of a spec", () => {
  it('shares its spec’s credentials, OAuth client and token, and clearing either clears both', async () => {
    setCredential('zoo', 'bearerAuth', { type: 'bearer', token: 'zoo-token' })
    expect(getCredential('zoo~fr', 'bearerAuth')).toEqual({ type: 'bearer', token: 'zoo-token' })
    setOAuthClient('zoo~ar', 'oauth', { clientId: 'app' })
    setOAuthToken('zoo~fr', 'oauth', 'oauth-token', { flow: 'clientCredentials' })
    expect(getCredential('zoo', 'oauth')).toEqual({
      type: 'bearer',
      token: 'oauth-token',
      oauth: { client: { clientId: 'app' }, token: { flow: 'clientCredentials' } },
    })
    await nextTick()
    const saved = JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials')!)
    expect(Object.keys(saved).filter((name) => name.startsWith('zoo'))).toEqual(['zoo'])
    rememberCredentials('zoo~fr', true)
    expect(remembersCredentials('zoo')).toBe(true)
    rememberCredentials('zoo', false)
    expect(remembersCredentials('zoo~fr')).toBe(false)
    clearCredentials('zoo~fr')
    expect(getCredential('zoo', 'bearerAuth')).toBeUndefined()
  })
})

describe('credentials remembered in this browser', () => {
  const local = () => JSON.parse(localStorage.getItem('vitepress-api-docs:credentials') ?? '{}')
  const session = () => JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials')!)

  it("keeps only the specs its reader chose in localStorage, the others' in the session", async () => {
    setCredential('shop', 'key', { type: 'apiKey', in: 'header', name: 'X-Key', value: 's' })
    setCredential('mail', 'key', { type: 'bearer', token: 'm' })
    await nextTick()
    expect(local()).toEqual({})
    expect(remembersCredentials('shop')).toBe(false)
    rememberCredentials('shop', true)
    expect(remembersCredentials('shop')).toBe(true)
    expect(local().shop.key.value).toBe('s')
    expect(local().mail).toBeUndefined()
    expect(session().shop).toBeUndefined()
    expect(session().mail.key.token).toBe('m')
    // Typed later, still where the reader chose.
    setCredential('shop', 'key', { type: 'apiKey', in: 'header', name: 'X-Key', value: 's2' })
    await nextTick()
    expect(local().shop.key.value).toBe('s2')
    // Back to the session only: nothing of it stays in localStorage.
    rememberCredentials('shop', false)
    expect(localStorage.getItem('vitepress-api-docs:credentials')).toBeNull()
    expect(localStorage.getItem('vitepress-api-docs:credentials-remembered')).toBeNull()
    expect(session().shop.key.value).toBe('s2')
    clearCredentials('shop')
    clearCredentials('mail')
  })
})

describe('OAuth tokens as credentials', () => {
  it('keeps a token with its expiry, the client settings beside it, and forgets both on clear', async () => {
    setOAuthClient('notes', 'oauth', { clientId: 'demo-app', scopes: ['notes:write'] })
    setOAuthToken('notes', 'oauth', 'tok', { flow: 'authorizationCode', expiresAt: 5, scope: 'a' })
    expect(getCredential('notes', 'oauth')).toEqual({
      type: 'bearer',
      token: 'tok',
      oauth: {
        client: { clientId: 'demo-app', scopes: ['notes:write'] },
        token: { flow: 'authorizationCode', expiresAt: 5, scope: 'a' },
      },
    })
    // The playground hands the same token back: what is known of it stays.
    setCredential('notes', 'oauth', { type: 'bearer', token: 'tok' })
    expect(getCredential('notes', 'oauth')?.oauth?.token?.expiresAt).toBe(5)
    // A token typed over it has no known expiry; the client settings stay.
    setCredential('notes', 'oauth', { type: 'bearer', token: 'pasted' })
    expect(getCredential('notes', 'oauth')).toEqual({
      type: 'bearer',
      token: 'pasted',
      oauth: { client: { clientId: 'demo-app', scopes: ['notes:write'] } },
    })
    await nextTick()
    const saved = JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials')!)
    expect(saved.notes.oauth.oauth.client.clientId).toBe('demo-app')
    clearCredentials('notes')
    expect(getCredential('notes', 'oauth')).toBeUndefined()
  })
})
