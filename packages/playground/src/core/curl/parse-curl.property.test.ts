import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wireMethod } from '../request/method'
import { parseCurl, toCurl } from './index'
import { readCurlCommand } from './parse-curl'
import { splitShellWords } from './shell-words'
import type { CurlInput, ParsedCurl } from '../types'

// RFC 9110 token characters: what a header name (and a plain method) may contain.
const TOKEN_CHARS = "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const FORM_TYPE = 'application/x-www-form-urlencoded'
const token = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 20 })

// Characters that mean something to a shell, to curl or to parseCurl, mixed into generated text.
const SHELL_UNITS = [
  ...["'", '"', '\\', '$', "$'", '`', '^', '^"', '%', '!', '#', '&', '&&', '|', ';', '<', '>'],
  ...['@', '=', ':', '-', '--', '-H', '-d', ' ', '\t', '\n', '\r\n', '\\\n', '^\n', '`\n'],
  ...['{', '}', '*', '?', '~', '\\x4', '\\u00', '\\c', 'é', '😀', '\u00a0', '\0', 'curl ', 'a'],
]
const shellText = fc.string({ unit: fc.constantFrom(...SHELL_UNITS), maxLength: 60 })
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  shellText,
)

// Header values as HTTP carries them: no CR, LF or NUL, no leading or trailing blanks (RFC 9110
// section 5.5; parseCurl trims them like fetch does).
const headerValue = anyText.map((value) =>
  value.replace(/[\r\n\0]/g, '').replace(/^[ \t]+|[ \t]+$/g, ''),
)
const headers = fc
  .uniqueArray(fc.tuple(token, headerValue), {
    selector: ([name]) => name.toLowerCase(),
    maxLength: 6,
  })
  .map((entries) => Object.fromEntries(entries))
const method = fc.oneof(
  fc.constantFrom('get', 'GET', 'post', 'put', 'patch', 'delete', 'head', 'HEAD', 'options'),
  token,
)
// An absolute URL without credentials, which curl sends as it is (parse-curl.test.ts covers the
// scheme curl adds and the credentials it takes out).
const request: fc.Arbitrary<CurlInput> = fc.record({
  url: anyText.map((path) => `https://example.com/${path}`),
  method,
  headers,
  body: anyText,
})

describe('parseCurl(toCurl(x)) gives x back', () => {
  it.each([false, true])('for any request (multiline: %s)', (multiline) => {
    fc.assert(
      fc.property(request, (input) => {
        const body = input.body === '' ? null : (input.body ?? null)
        // With a body and no Content-Type, curl sends the one -d implies.
        const typed = Object.keys(input.headers ?? {}).some(
          (n) => n.toLowerCase() === 'content-type',
        )
        const implied = body === null || typed ? {} : { 'Content-Type': FORM_TYPE }
        expect(parseCurl(toCurl(input, { multiline }))).toStrictEqual({
          url: input.url,
          method: wireMethod(input.method),
          headers: { ...input.headers, ...implied },
          body,
          ignoredFlags: [],
        })
      }),
      { numRuns: 500 },
    )
  })

  it('for header values with blanks around them, trimmed as HTTP does', () => {
    fc.assert(
      fc.property(token, anyText, (name, raw) => {
        const value = raw.replace(/[\r\n\0]/g, '')
        const parsed = parseCurl(
          toCurl({ url: 'https://x', method: 'GET', headers: { [name]: value } }),
        )
        expect(parsed?.headers).toStrictEqual({ [name]: value.replace(/^[ \t]+|[ \t]+$/g, '') })
      }),
    )
  })
})

describe('parseCurl never throws', () => {
  const commands = fc.oneof(
    anyText,
    anyText.map((text) => `curl ${text}`),
    shellText.map((text) => `curl ^"${text}`),
    fc
      .array(fc.oneof(shellText, anyText), { maxLength: 8 })
      .map((parts) => `curl ${parts.join(' ')}`),
  )

  it('and its unguarded core does not throw either, returning a well-formed result or null', () => {
    fc.assert(
      fc.property(commands, (command) => {
        const parsed = readCurlCommand(command)
        expect(parseCurl(command)).toStrictEqual(parsed)
        if (parsed === null) return
        expect(parsed.url).toMatch(/^[A-Za-z][A-Za-z0-9+.-]*:\//)
        expect(parsed.method).not.toBe('')
        if (parsed.body !== null) expect(typeof parsed.body).toBe('string')
        expect(new Set(parsed.ignoredFlags).size).toBe(parsed.ignoredFlags.length)
        for (const value of Object.values(parsed.headers)) expect(typeof value).toBe('string')
      }),
      { numRuns: 2000 },
    )
  })

  it('nor does the tokenizer, in either dialect', () => {
    fc.assert(
      fc.property(commands, fc.constantFrom('posix' as const, 'cmd' as const), (text, dialect) => {
        expect(Array.isArray(splitShellWords(text, dialect))).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('parseCurl on adversarial input', () => {
  // About 200 KB each, built to defeat a parser that rescans: with quadratic work any of these
  // would take minutes, past the test timeout; linear work takes milliseconds. How many is
  // bench/core-limits.ts's to measure against a budget; here each must still read correctly.
  const N = 100_000
  const get = { url: 'http://x', method: 'GET' }
  const post = { url: 'http://x', method: 'POST' }
  const urlencoded = { 'Content-Type': FORM_TYPE }
  const inputs: [string, string, Partial<ParsedCurl> | null][] = [
    ['single quotes', "'".repeat(2 * N), null],
    ['curl and single quotes', `curl ${"'".repeat(2 * N)}`, null],
    ['unterminated double quote of backslashes', `curl x -d "${'\\'.repeat(2 * N)}`, null],
    ['options that take the next option as value', `curl x ${'-H '.repeat(N / 2)}`, get],
    ['glued short flags', `curl x -${'k'.repeat(2 * N)}`, { ...get, ignoredFlags: ['-k'] }],
    ['long option prefixes', `curl x ${'--a '.repeat(N / 2)}`, { ...get, ignoredFlags: ['--a'] }],
    [
      'ANSI-C escapes',
      `curl x -d $'${'\\x41\\u00e9'.repeat(N / 5)}'`,
      { ...post, headers: urlencoded, body: 'Aé'.repeat(N / 5) },
    ],
    ['backslash-blank runs', `curl x \\${' '.repeat(2 * N)}y`, { ...get, ignoredFlags: [] }],
    ['escaped blanks', `curl x ${'\\ '.repeat(N)}`, { ...get, ignoredFlags: [] }],
    ['line breaks', `curl x${'\n'.repeat(2 * N)}-k`, { ...get, ignoredFlags: ['-k'] }],
    ['comment lines', `curl x\n${'#\n'.repeat(N)}-k`, { ...get, ignoredFlags: ['-k'] }],
    [
      'many data pieces',
      `curl x ${'-d a '.repeat(N / 2.5)}`,
      { ...post, body: Array.from({ length: N / 2.5 }, () => 'a').join('&') },
    ],
    [
      'many headers',
      `curl x ${'-H a:b '.repeat(N / 3)}`,
      { ...get, headers: { a: Array.from({ length: Math.floor(N / 3) }, () => 'b').join(', ') } },
    ],
    [
      'a long form field',
      `curl x -F 'a=@${';type=a/b'.repeat(N / 5)}'`,
      { ...post, form: [{ name: 'a', file: '', type: ';type=a/b'.repeat(N / 5).slice(6) }] },
    ],
    [
      'an unterminated quoted form file',
      `curl x -F 'a=@"${'\\"'.repeat(N)}'`,
      { ...post, form: [{ name: 'a', file: `"${'\\"'.repeat(N)}` }] },
    ],
    ['cmd carets', `curl ^"${'^'.repeat(2 * N)}`, { url: `http://${'^'.repeat(N)}` }],
    ['cmd backslashes', `curl ^"${'\\'.repeat(2 * N)}x^"`, { url: `http://${'\\'.repeat(N)}x` }],
    ['cmd continuations', `curl ^"x^" ${'^\n'.repeat(N)}`, get],
    ['a prompt of blanks', `${' '.repeat(N)}$${' '.repeat(N)}x`, null],
    ['a long pipeline', `curl x ${'| a '.repeat(N / 2)}`, get],
    [
      'a long here-document',
      `curl -d @- x <<E\n${'a\n'.repeat(N)}`,
      { ...post, headers: urlencoded, body: 'a'.repeat(N) },
    ],
    ['backticks across lines', `curl x ${'`\n'.repeat(N)}`, get],
    ['lone backticks', `curl x ${'`a'.repeat(N)}\n`, get],
    ['input redirections', `curl x ${'< '.repeat(N)}`, get],
  ]

  it.each(inputs)('%s', (_name, input, expected) => {
    expect(parseCurl(input)).toEqual(expected && expect.objectContaining(expected))
  })

  it('toCurl too', () => {
    const text = "'".repeat(2 * N)
    const command = toCurl({ url: text, method: 'POST', headers: { A: text }, body: text })
    expect(parseCurl(command)?.body).toBe(text)
  })
})
