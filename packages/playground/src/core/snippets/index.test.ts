import { describe, expect, it } from 'vitest'
import { toCurl } from '../curl'
import { SNIPPET_LANGUAGES, toSnippet, type SnippetLanguage } from './index'

const request = {
  url: 'https://api.x/users?q=a b',
  method: 'post',
  headers: { 'Content-Type': 'application/json' },
  body: '{"name":"O\'Brien \\"Bob\\"\\n👋"}',
}

describe('toSnippet', () => {
  it('offers every language with a label', () => {
    expect(SNIPPET_LANGUAGES.map((entry) => entry.id)).toEqual(['curl', 'fetch', 'node', 'python'])
    for (const entry of SNIPPET_LANGUAGES) expect(entry.label).not.toBe('')
  })

  it('delegates cURL to toCurl, one option per line', () => {
    expect(toSnippet('curl', request)).toBe(toCurl(request, { multiline: true }))
  })

  it('writes each language', () => {
    expect(toSnippet('fetch', request)).toContain('await fetch("https://api.x/users?q=a b", {')
    expect(toSnippet('node', request)).toMatch(/^\/\/ Node\.js 18/)
    expect(toSnippet('python', request)).toContain('requests.post(')
  })

  it('keeps the body value exact in the JavaScript snippet', () => {
    const line = toSnippet('fetch', request)
      .split('\n')
      .find((l) => l.trimStart().startsWith('body: '))
    const literal = line?.trim().slice('body: '.length, -1) ?? ''
    expect(JSON.parse(literal)).toBe(request.body)
  })

  it('throws for an unknown language, naming the allowed ones', () => {
    expect(() => toSnippet('ruby' as SnippetLanguage, request)).toThrow(
      'Unknown snippet language "ruby": expected one of curl, fetch, node, python',
    )
  })
})
