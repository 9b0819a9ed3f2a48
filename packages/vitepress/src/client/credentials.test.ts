import { nextTick } from 'vue'
import { describe, expect, it } from 'vitest'
import { clearCredentials, getCredential, setCredential, useCredentialStore } from './credentials'

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
