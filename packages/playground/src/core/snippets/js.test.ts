import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { jsString, toFetchSnippet, toNodeSnippet } from './js'
import type { SnippetRequest } from './types'

const TRICKY =
  'quote " apostrophe \' backslash \\ newline \n cr \r tab \t nul \0 é 👋 \u2028 </script>'

describe('jsString', () => {
  // A hundred generated strings take a second alone, several on a busy shared machine.
  it('is a literal whose value is the text, for any text', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const literal = jsString(text)
        // Every JSON string is a JavaScript string literal with the same value (ES2019).
        expect(JSON.parse(literal)).toBe(text)
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/)
      }),
    )
  })

  it('escapes quotes, backslashes, line breaks and line separators', () => {
    expect(jsString('a"b\\c\nd\u2028')).toBe('"a\\"b\\\\c\\nd\\u2028"')
  })
})

describe('toFetchSnippet', () => {
  it('writes a bare fetch for a GET without headers', () => {
    expect(toFetchSnippet({ url: 'https://x/a', method: 'get' })).toBe(
      'const response = await fetch("https://x/a")\nconsole.log(response.status, await response.text())',
    )
  })

  it('writes method, headers and body', () => {
    expect(
      toFetchSnippet({
        url: 'https://x/a',
        method: 'patch',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      }),
    ).toBe(
      [
        'const response = await fetch("https://x/a", {',
        '  method: "PATCH",',
        '  headers: {',
        '    "Content-Type": "application/json",',
        '  },',
        '  body: "{\\"a\\":1}",',
        '})',
        'console.log(response.status, await response.text())',
      ].join('\n'),
    )
  })

  it('leaves out an empty body', () => {
    expect(toFetchSnippet({ url: '/a', method: 'post', body: '' })).toContain(
      'fetch("/a", {\n  method: "POST",\n})',
    )
  })
})

describe('toNodeSnippet', () => {
  it('says which Node.js it needs', () => {
    expect(toNodeSnippet({ url: '/a', method: 'GET' })).toMatch(/^\/\/ Node\.js 18 or later/)
  })
})

describe('multipart snippets', () => {
  const request = {
    url: 'https://x/up',
    method: 'post',
    headers: { 'Content-Type': 'multipart/form-data' },
    form: [
      { name: 'a', value: 'b' },
      { name: 'f', file: 'dir/p\n.png', type: 'image/png' },
    ],
  }

  it('takes the browser files from a file input, named safely in the comment', () => {
    const snippet = toFetchSnippet(request)
    expect(snippet).toContain('// Choose "p\\n.png" in this file input, in that order\n')
    expect(snippet).toContain('form.append("f", fileInput.files[0], "p\\n.png")')
    expect(snippet).toContain('  body: form,\n')
    expect(snippet).not.toContain('multipart/form-data')
  })

  it('reads the Node files from their paths', () => {
    const snippet = toNodeSnippet(request)
    expect(snippet).toContain('import { readFile } from "node:fs/promises"')
    expect(snippet).toContain(
      'form.append("f", new Blob([await readFile("dir/p\\n.png")], { type: "image/png" }), "p\\n.png")',
    )
  })
})

// The strongest check of escaping: run the snippets in Node with a fetch() that records what
// it was asked to send.
describe('the snippets run in Node and send the same request', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snippet-js-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const STUB = `globalThis.fetch = async (url, init = {}) => {
  process.stdout.write(JSON.stringify({ url, init }))
  return { status: 200, statusText: 'OK', text: async () => '' }
}
console.log = () => {}
`
  const run = (snippet: string): unknown => {
    const file = join(dir, `s${Math.random().toString(36).slice(2)}.mjs`)
    writeFileSync(file, STUB + snippet, 'utf8')
    const result = spawnSync(process.execPath, [file], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    return JSON.parse(result.stdout)
  }

  const requests: SnippetRequest[] = [
    { url: 'https://x/a?q=1&r=%20', method: 'get' },
    {
      url: `https://x/${encodeURIComponent(TRICKY)}`,
      method: 'post',
      headers: { 'X-Quote': 'it\'s "quoted"', Accept: '*/*' },
      body: TRICKY,
    },
    { url: '/a', method: 'delete', headers: { 'X-E': 'é' } },
  ]

  it.each(requests)('%#', (request) => {
    const method = request.method.toUpperCase()
    const expected = {
      url: request.url,
      init: {
        ...(method === 'GET' ? {} : { method }),
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.body ? { body: request.body } : {}),
      },
    }
    expect(run(toFetchSnippet(request))).toEqual(expected)
    expect(run(toNodeSnippet(request))).toEqual(expected)
  })
})
