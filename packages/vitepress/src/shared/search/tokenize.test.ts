import { describe, expect, it } from 'vitest'
import { tokenize } from './tokenize'

describe('tokenize', () => {
  it('splits at punctuation, slashes and braces', () => {
    expect(tokenize('/repos/{owner}/{repo}/issues')).toEqual(['repos', 'owner', 'repo', 'issues'])
    expect(tokenize('agent-tasks/list-tasks')).toEqual(['agent', 'tasks', 'list', 'tasks'])
  })

  it('splits camelCase and acronyms', () => {
    expect(tokenize('listPets')).toEqual(['list', 'pets'])
    expect(tokenize('getHTTPServer')).toEqual(['get', 'http', 'server'])
    expect(tokenize('v2Users')).toEqual(['v2', 'users'])
  })

  it('keeps letters beyond ASCII', () => {
    expect(tokenize('Größe ändern')).toEqual(['größe', 'ändern'])
  })
})
