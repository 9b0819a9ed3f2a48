import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCurl, toCurl } from './index'

/** The argv a POSIX shell passes to curl for `command` (curl replaced by a printing function). */
function shellArgs(command: string): string[] {
  const out = execFileSync('sh', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`])
  return out.toString('utf8').split('\0').slice(0, -1)
}

describe('toCurl', () => {
  it('writes -X METHOD, one -H per header, -d body, then the quoted URL', () => {
    const command = toCurl({
      url: 'https://api.example.com/items',
      method: 'post',
      headers: { 'Content-Type': 'application/json', 'X-Trace': 'a b' },
      body: '{"a":1}',
    })
    expect(command).toBe(
      `curl -X POST -H 'Content-Type: application/json' -H 'X-Trace: a b' -d '{"a":1}' 'https://api.example.com/items'`,
    )
  })

  it('leaves out -X for GET without a body, keeps it for GET with one (-d alone means POST)', () => {
    expect(toCurl({ url: 'https://x', method: 'get' })).toBe(`curl 'https://x'`)
    expect(toCurl({ url: 'https://x', method: 'GET', body: 'q' })).toBe(
      `curl -X GET -d 'q' 'https://x'`,
    )
    expect(toCurl({ url: 'https://x', method: '' })).toBe(`curl 'https://x'`)
  })

  it('sends HEAD with -I (curl -X HEAD waits for a body), or -X HEAD when there is a body', () => {
    expect(toCurl({ url: 'https://x', method: 'head' })).toBe(`curl -I 'https://x'`)
    expect(toCurl({ url: 'https://x', method: 'HEAD', body: 'b' })).toBe(
      `curl -X HEAD -d 'b' 'https://x'`,
    )
  })

  it("single-quotes every value, writing ' as '\\''", () => {
    expect(toCurl({ url: "https://x/it's", method: 'PUT', body: "it's" })).toBe(
      `curl -X PUT -d 'it'\\''s' 'https://x/it'\\''s'`,
    )
  })

  it('quotes a method that is not a plain word', () => {
    expect(toCurl({ url: 'https://x', method: 'M-SEARCH' })).toBe(`curl -X M-SEARCH 'https://x'`)
    expect(toCurl({ url: 'https://x', method: 'm-search' })).toBe(`curl -X m-search 'https://x'`)
    expect(toCurl({ url: 'https://x', method: 'a b$' })).toBe(`curl -X 'a b$' 'https://x'`)
  })

  it('uses --data-raw for a body starting with @, which -d would read as a file name', () => {
    expect(toCurl({ url: 'https://x', method: 'POST', body: '@me' })).toBe(
      `curl -X POST --data-raw '@me' 'https://x'`,
    )
  })

  it("writes an empty header as 'Name;' ('Name:' would remove it)", () => {
    expect(toCurl({ url: 'https://x', method: 'GET', headers: { 'X-Empty': '' } })).toBe(
      `curl -H 'X-Empty;' 'https://x'`,
    )
  })

  it('marks a URL starting with - with --url', () => {
    expect(toCurl({ url: '-x', method: 'GET' })).toBe(`curl --url '-x'`)
    // curl reads it as a host name and adds http://, as for any URL without a scheme.
    expect(parseCurl(toCurl({ url: '-x', method: 'GET' }))?.url).toBe('http://-x')
  })

  it('puts each option on its own line with multiline', () => {
    const input = { url: 'https://x', method: 'POST', headers: { A: '1', B: '2' }, body: 'd' }
    expect(toCurl(input, { multiline: true })).toBe(
      ["curl -X POST \\\n  -H 'A: 1' \\\n  -H 'B: 2' \\\n  -d 'd' \\\n  'https://x'"].join(''),
    )
    expect(toCurl({ url: 'https://x', method: 'GET' }, { multiline: true })).toBe(
      `curl 'https://x'`,
    )
  })

  it('gives a POSIX shell the exact arguments, whatever the characters', () => {
    const nasty = `it's "q" $HOME \`id\` \\ !x & | ; < > # * ? ~ %s\n\ttab é 😀`
    const input = { url: `https://x/${nasty}`, method: 'patch', headers: { X: nasty }, body: nasty }
    for (const multiline of [false, true]) {
      expect(shellArgs(toCurl(input, { multiline }))).toEqual([
        '-X',
        'PATCH',
        '-H',
        `X: ${nasty}`,
        '-d',
        nasty,
        `https://x/${nasty}`,
      ])
    }
  })
})

// Text for the shell property: characters a shell treats specially, and any well-formed text.
const SPECIAL = [...'\'"\\$`!#&|;<>*?~\n %^@-']
const text = fc
  .oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(...SPECIAL) }))
  // Arguments are C strings: no NUL.
  .map((t) => t.replace(/\0/g, ''))
const token = fc.string({ unit: fc.constantFrom(...'!#$%&*+-.^_`|~09AZaz'), minLength: 1 })

describe('toCurl output run by a POSIX shell', () => {
  it('passes curl exactly the URL, method, headers and body', () => {
    fc.assert(
      fc.property(text, token, text, text, (url, name, value, body) => {
        const input = { url: `u${url}`, method: 'POST', headers: { [name]: `v${value}` }, body }
        const data = body === '' ? [] : [body.startsWith('@') ? '--data-raw' : '-d', body]
        expect(shellArgs(toCurl(input))).toEqual([
          '-X',
          'POST',
          '-H',
          `${name}: v${value}`,
          ...data,
          `u${url}`,
        ])
      }),
      { numRuns: 100 },
    )
  })

  it('writes a Cookie header as -b, which parseCurl reads back; one without = stays a -H', () => {
    const command = toCurl({ url: 'https://x/', method: 'GET', headers: { Cookie: 'a=1; b=2' } })
    expect(command).toBe("curl -b 'a=1; b=2' 'https://x/'")
    expect(parseCurl(command)?.headers).toEqual({ Cookie: 'a=1; b=2' })
    // -b without `=` names a cookie file (https://curl.se/docs/manpage.html#-b).
    expect(toCurl({ url: 'https://x/', method: 'GET', headers: { Cookie: 'jar' } })).toBe(
      "curl -H 'Cookie: jar' 'https://x/'",
    )
  })
})
