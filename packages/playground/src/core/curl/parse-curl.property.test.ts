import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCurl, toCurl } from './index'
import { readCurlCommand } from './parse-curl'
import { splitShellWords } from './shell-words'
import type { CurlInput } from '../types'

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
          method: input.method.toUpperCase(),
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

describe('parseCurl takes time linear in its input', () => {
  // About 200 KB each, built to defeat a parser that rescans: with quadratic work any of these
  // would take minutes; linear work takes milliseconds. The bound is generous to stay unflaky.
  const N = 100_000
  const inputs: Record<string, string> = {
    'single quotes': "'".repeat(2 * N),
    'curl and single quotes': `curl ${"'".repeat(2 * N)}`,
    'unterminated double quote of backslashes': `curl x -d "${'\\'.repeat(2 * N)}`,
    'options that take the next option as value': `curl x ${'-H '.repeat(N / 2)}`,
    'glued short flags': `curl x -${'k'.repeat(2 * N)}`,
    'long option prefixes': `curl x ${'--a '.repeat(N / 2)}`,
    'ANSI-C escapes': `curl x -d $'${'\\x41\\u00e9'.repeat(N / 5)}'`,
    'backslash-blank runs': `curl x \\${' '.repeat(2 * N)}y`,
    'escaped blanks': `curl x ${'\\ '.repeat(N)}`,
    'line breaks': `curl x${'\n'.repeat(2 * N)}-k`,
    'comment lines': `curl x\n${'#\n'.repeat(N)}-k`,
    'many data pieces': `curl x ${'-d a '.repeat(N / 2.5)}`,
    'many headers': `curl x ${'-H a:b '.repeat(N / 3)}`,
    'a long form field': `curl x -F 'a=@${';type=a/b'.repeat(N / 5)}'`,
    'an unterminated quoted form file': `curl x -F 'a=@"${'\\"'.repeat(N)}'`,
    'cmd carets': `curl ^"${'^'.repeat(2 * N)}`,
    'cmd backslashes': `curl ^"${'\\'.repeat(2 * N)}x^"`,
    'cmd continuations': `curl ^"x^" ${'^\n'.repeat(N)}`,
    'a prompt of blanks': `${' '.repeat(N)}$${' '.repeat(N)}x`,
    'a long pipeline': `curl x ${'| a '.repeat(N / 2)}`,
    'a long here-document': `curl -d @- x <<E\n${'a\n'.repeat(N)}`,
    'backticks across lines': `curl x ${'`\n'.repeat(N)}`,
    'lone backticks': `curl x ${'`a'.repeat(N)}\n`,
    'input redirections': `curl x ${'< '.repeat(N)}`,
  }

  it.each(Object.entries(inputs))('%s', (_name, input) => {
    const start = performance.now()
    parseCurl(input)
    expect(performance.now() - start).toBeLessThan(1000)
  })

  it('toCurl too', () => {
    const text = "'".repeat(2 * N)
    const start = performance.now()
    const command = toCurl({ url: text, method: 'POST', headers: { A: text }, body: text })
    expect(parseCurl(command)?.body).toBe(text)
    expect(performance.now() - start).toBeLessThan(1000)
  })
})
