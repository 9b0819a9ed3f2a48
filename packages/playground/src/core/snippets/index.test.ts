import { describe, expect, it } from 'vitest'
import { toCurl } from '../curl/to-curl'
import { buildRequest } from '../request/request'
import { SNIPPET_LANGUAGES, snippetRequestFrom, toSnippet, type SnippetLanguage } from './index'

const request = {
  url: 'https://api.x/users?q=a b',
  method: 'post',
  headers: { 'Content-Type': 'application/json' },
  body: '{"name":"O\'Brien \\"Bob\\"\\n👋"}',
}

describe('toSnippet', () => {
  it('offers every language with a label', () => {
    expect(SNIPPET_LANGUAGES.map((entry) => entry.id)).toEqual([
      'curl',
      'httpie',
      'fetch',
      'node',
      'python',
      'go',
      'php',
      'ruby',
    ])
    for (const entry of SNIPPET_LANGUAGES) expect(entry.label).not.toBe('')
  })

  it('delegates cURL to toCurl, one option per line', () => {
    expect(toSnippet('curl', request)).toBe(toCurl(request, { multiline: true }))
  })

  it('writes each language', () => {
    expect(toSnippet('fetch', request)).toContain('await fetch("https://api.x/users?q=a b", {')
    expect(toSnippet('node', request)).toMatch(/^\/\/ Node\.js 18/)
    expect(toSnippet('python', request)).toContain('requests.post(')
    expect(toSnippet('httpie', request)).toMatch(/^http --ignore-stdin/)
    expect(toSnippet('go', request)).toMatch(/^package main/)
    expect(toSnippet('php', request)).toMatch(/^<\?php/)
    expect(toSnippet('ruby', request)).toMatch(/^require "net\/http"/)
  })

  it('keeps the body value exact in the JavaScript snippet', () => {
    const line = toSnippet('fetch', request)
      .split('\n')
      .find((l) => l.trimStart().startsWith('body: '))
    const literal = line?.trim().slice('body: '.length, -1) ?? ''
    expect(JSON.parse(literal)).toBe(request.body)
  })

  it('throws for an unknown language, naming the allowed ones', () => {
    expect(() => toSnippet('cobol' as SnippetLanguage, request)).toThrow(
      'Unknown snippet language "cobol": expected one of curl, httpie, fetch, node, python, go, php, ruby',
    )
    expect(() => toSnippet('constructor' as SnippetLanguage, request)).toThrow('Unknown')
  })
})

describe('cURL snippets with a multipart body', () => {
  it('writes text parts with --form-string and files with -F, without Content-Type', () => {
    const snippet = toSnippet('curl', {
      url: 'https://x/up',
      method: 'put',
      headers: { 'content-type': 'multipart/form-data', 'X-A': "it's" },
      form: [
        { name: 'a', value: '@not-a-file' },
        { name: 'f', file: 'my "photo".png', type: 'image/png' },
      ],
    })
    expect(snippet).toBe(
      [
        "curl -X 'PUT'",
        `-H 'X-A: it'\\''s'`,
        "--form-string 'a=@not-a-file'",
        `-F 'f=@"my \\"photo\\".png";type=image/png'`,
        "'https://x/up'",
      ].join(' \\\n  '),
    )
  })
})

describe('snippets with credentials fetch() cannot send', () => {
  const built = buildRequest({
    url: 'https://api.x/pets',
    method: 'get',
    auth: [
      { type: 'apiKey', in: 'cookie', name: 'session', value: 'abc' },
      { type: 'digest', username: 'Mufasa', password: 'Circle of Life' },
    ],
  })
  const request = snippetRequestFrom(built)

  it('carries the cookie as a Cookie header and the Digest credentials', () => {
    expect(request.headers).toEqual({ Cookie: 'session=abc' })
    expect(request.digest).toEqual({ username: 'Mufasa', password: 'Circle of Life' })
  })

  it('cURL sends the cookie with -b and Digest with --digest -u (curl manual)', () => {
    const curl = toSnippet('curl', request)
    expect(curl).toContain("-b 'session=abc'")
    expect(curl).toContain("--digest \\\n  -u 'Mufasa:Circle of Life'")
    expect(curl).not.toContain('-H')
    // A Cookie value without "=" would be read by curl as a cookie file: it stays a header.
    expect(
      toSnippet('curl', { url: 'https://x', method: 'GET', headers: { Cookie: 'jar' } }),
    ).toContain("-H 'Cookie: jar'")
  })

  it('HTTPie and Python send Digest; the other languages say in a comment that they do not', () => {
    expect(toSnippet('httpie', request)).toContain("-A digest -a 'Mufasa:Circle of Life'")
    const python = toSnippet('python', request)
    expect(python).toContain('from requests.auth import HTTPDigestAuth')
    expect(python).toContain('auth=HTTPDigestAuth("Mufasa", "Circle of Life")')
    expect(toSnippet('fetch', request)).toMatch(/^\/\/ HTTP Digest auth \(RFC 7616\) is not sent/)
    expect(toSnippet('ruby', request)).toMatch(/^# HTTP Digest/)
    expect(toSnippet('php', request)).toMatch(/^<\?php\n\/\/ HTTP Digest/)
    for (const language of ['fetch', 'node', 'go', 'php', 'ruby'] as const)
      expect(toSnippet(language, request)).toMatch(/Cookie\W+session=abc/)
  })
})
