import { describe, expect, it } from 'vitest'
import { asciiWords, tokenize, unicodeWords } from './tokenize'

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

  it('splits an ASCII text as the Unicode rule does, humps next to each other included', () => {
    // Every string of up to six characters over letters of both cases, a digit and separators
    // that make humps meet ("aBCd", "ABCd", "a1B"), as the regular expressions split them.
    const alphabet = ['a', 'b', 'A', 'B', '1', '-', ' ']
    let strings = ['']
    for (let length = 1; length <= 6; length++) {
      strings = strings.flatMap((text) => alphabet.map((char) => text + char))
      for (const text of strings) expect(asciiWords(text), text).toEqual(unicodeWords(text))
    }
    expect(asciiWords("accessPackageResourceRoleScopes(id='{id}')")).toEqual(
      unicodeWords("accessPackageResourceRoleScopes(id='{id}')"),
    )
    expect(asciiWords('Größe')).toBeUndefined()
  })
})
