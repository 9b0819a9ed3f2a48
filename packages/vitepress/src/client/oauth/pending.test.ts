import { beforeEach, describe, expect, it } from 'vitest'
import { OAUTH_CALLBACK_KEY, OAUTH_PENDING_KEY } from '../../shared/oauth'
import {
  answerParams,
  PENDING_MS,
  savePending,
  takePending,
  takeReturnedAnswer,
  type PendingAuthorization,
} from './pending'

const entry = (state: string, extra: Partial<PendingAuthorization> = {}): PendingAuthorization => ({
  state,
  verifier: `verifier-${state}`,
  flow: 'authorizationCode',
  mode: 'redirect',
  returnTo: 'http://docs.test/demo/notes/listNotes',
  spec: 'notes',
  scheme: 'notesOAuth',
  redirectUri: 'http://docs.test/oauth-redirect.html',
  authorizationEndpoint: 'http://auth.test/auth',
  tokenEndpoint: 'http://auth.test/token',
  clientId: 'demo-app',
  scopes: ['notes:read'],
  createdAt: 1_000_000,
  ...extra,
})

describe('authorizations waiting for their answer', () => {
  beforeEach(() => sessionStorage.clear())

  it('gives an answer the authorization its state names, once', () => {
    savePending(entry('a'), sessionStorage, 1_000_000)
    savePending(entry('b'), sessionStorage, 1_000_000)
    expect(takePending('b', sessionStorage, 1_000_500)?.verifier).toBe('verifier-b')
    expect(takePending('b', sessionStorage, 1_000_500)).toBeUndefined()
    expect(takePending('a', sessionStorage, 1_000_500)?.verifier).toBe('verifier-a')
  })

  it('refuses an answer whose state was never sent, or is missing', () => {
    savePending(entry('a'), sessionStorage, 1_000_000)
    expect(takePending('forged', sessionStorage, 1_000_000)).toBeUndefined()
    expect(takePending(null, sessionStorage, 1_000_000)).toBeUndefined()
    expect(JSON.parse(sessionStorage.getItem(OAUTH_PENDING_KEY)!)).toHaveProperty('a')
  })

  it('refuses an answer that comes too late, and drops old entries when saving', () => {
    savePending(entry('old'), sessionStorage, 1_000_000)
    expect(takePending('old', sessionStorage, 1_000_000 + PENDING_MS + 1)).toBeUndefined()
    savePending(entry('old2'), sessionStorage, 1_000_000)
    savePending(
      entry('new', { createdAt: 1_000_000 + PENDING_MS + 1 }),
      sessionStorage,
      1_000_000 + PENDING_MS + 1,
    )
    expect(Object.keys(JSON.parse(sessionStorage.getItem(OAUTH_PENDING_KEY)!))).toEqual(['new'])
  })

  it('survives storage that is not JSON', () => {
    sessionStorage.setItem(OAUTH_PENDING_KEY, '{not json')
    expect(takePending('a')).toBeUndefined()
    savePending(entry('a'), sessionStorage, 1_000_000)
    expect(takePending('a', sessionStorage, 1_000_000)?.state).toBe('a')
  })

  it('reads the answer from the query (code) or the fragment (implicit)', () => {
    expect(answerParams('http://docs.test/oauth-redirect.html?code=c&state=s').get('code')).toBe(
      'c',
    )
    const implicit = answerParams('http://docs.test/oauth-redirect.html#access_token=t&state=s')
    expect(implicit.get('access_token')).toBe('t')
  })

  it('hands a returned answer only to the panel of its spec and scheme', () => {
    savePending(entry('s1'), sessionStorage, 1_000_000)
    sessionStorage.setItem(
      OAUTH_CALLBACK_KEY,
      'http://docs.test/oauth-redirect.html?code=c&state=s1',
    )
    expect(takeReturnedAnswer('store', 'notesOAuth', sessionStorage, 1_000_000)).toBeUndefined()
    expect(takeReturnedAnswer('notes', 'other', sessionStorage, 1_000_000)).toBeUndefined()
    const answer = takeReturnedAnswer('notes', 'notesOAuth', sessionStorage, 1_000_000)
    expect(answer?.pending?.verifier).toBe('verifier-s1')
    expect(answer?.url).toContain('code=c')
    expect(sessionStorage.getItem(OAUTH_CALLBACK_KEY)).toBeNull()
    expect(takeReturnedAnswer('notes', 'notesOAuth', sessionStorage, 1_000_000)).toBeUndefined()
  })

  it('hands an answer sent from a locale’s copy of the spec to the spec’s panel, and back', () => {
    sessionStorage.setItem(OAUTH_CALLBACK_KEY, 'http://docs.test/oauth-redirect.html?state=s2')
    savePending(entry('s2', { spec: 'notes~fr' }), sessionStorage, 1_000_000)
    expect(
      takeReturnedAnswer('notes', 'notesOAuth', sessionStorage, 1_000_000)?.pending?.state,
    ).toBe('s2')
    sessionStorage.setItem(OAUTH_CALLBACK_KEY, 'http://docs.test/oauth-redirect.html?state=s3')
    savePending(entry('s3'), sessionStorage, 1_000_000)
    expect(
      takeReturnedAnswer('notes~ar', 'notesOAuth', sessionStorage, 1_000_000)?.pending?.state,
    ).toBe('s3')
  })

  it('hands over an answer with an unknown state so that the panel can say so', () => {
    sessionStorage.setItem(
      OAUTH_CALLBACK_KEY,
      'http://docs.test/oauth-redirect.html?code=c&state=x',
    )
    const answer = takeReturnedAnswer('notes', 'notesOAuth', sessionStorage, 1_000_000)
    expect(answer).toEqual({ url: expect.stringContaining('state=x'), pending: undefined })
  })
})
