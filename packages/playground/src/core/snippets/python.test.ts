import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { wireMethod } from '../request/method'
import { pythonString, toPythonSnippet } from './python'
import type { SnippetRequest } from './types'

const TRICKY = 'quote " apostrophe \' backslash \\ newline \n cr \r tab \t nul \0 é 👋 \u2028 {x}'

// python3 is on every machine this project builds on (see .ci/run); a missing one fails loudly.

/** Runs Python source and returns its standard output; fails the test on any error. */
function runPython(source: string, env: Record<string, string> = {}): string {
  const result = spawnSync('python3', ['-c', source], {
    encoding: 'utf8',
    env: { ...process.env, ...env, PYTHONIOENCODING: 'utf-8' },
  })
  expect(result.stderr).toBe('')
  return result.stdout
}

describe('pythonString', () => {
  it('escapes quotes, backslashes, controls and separators; keeps other unicode', () => {
    expect(pythonString('a"b\\c')).toBe('"a\\"b\\\\c"')
    expect(pythonString('\n\r\t\0\x7f\x85')).toBe('"\\n\\r\\t\\x00\\x7f\\x85"')
    expect(pythonString('é👋\u2028\uFEFF')).toBe('"é👋\\u2028\\ufeff"')
    expect(pythonString('\uD800x\uDC00')).toBe('"\\ud800x\\udc00"')
  })

  // A hundred generated strings take a second alone, several on a busy shared machine.
  it('never contains a raw line break or an unescaped quote', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const inner = pythonString(text).slice(1, -1)
        expect(inner).not.toMatch(/[\n\r]/)
        expect(inner.replace(/\\./g, '')).not.toContain('"')
      }),
    )
  })

  // A hundred generated strings take a second alone, several on a busy shared machine.
  it('evaluates in Python to the same text, for any text', { timeout: 30_000 }, () => {
    const texts = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), 300)
    texts.push(TRICKY, '', '\\', '"', '\uD83D', '\uDE00\uD83D')
    const source = `import json\nprint(json.dumps([${texts.map(pythonString).join(', ')}]))`
    expect(JSON.parse(runPython(source))).toEqual(texts)
  })
})

describe('toPythonSnippet', () => {
  it('uses the requests shortcut for the method', () => {
    expect(toPythonSnippet({ url: 'https://x/a', method: 'GET' })).toBe(
      [
        'import requests',
        '',
        'response = requests.get("https://x/a")',
        'print(response.status_code)',
        'print(response.text)',
      ].join('\n'),
    )
  })

  it('writes headers and body as keyword arguments', () => {
    expect(
      toPythonSnippet({
        url: 'https://x/a',
        method: 'post',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a": 1}',
      }),
    ).toContain(
      [
        'response = requests.post(',
        '    "https://x/a",',
        '    headers={',
        '        "Content-Type": "application/json",',
        '    },',
        '    data="{\\"a\\": 1}",',
        ')',
      ].join('\n'),
    )
  })

  it('sends non-ASCII bodies as UTF-8 bytes and other methods through requests.request', () => {
    const snippet = toPythonSnippet({ url: '/a', method: 'PURGE', body: 'é' })
    expect(snippet).toContain(
      'requests.request(\n    "PURGE",\n    "/a",\n    data="é".encode("utf-8"),\n)',
    )
  })

  // Run the snippets against a stub `requests` module that prints what it was asked to send.
  describe('the snippets run in Python and send the same request', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snippet-py-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(
      join(dir, 'requests.py'),
      `import json, sys

class _Response:
    status_code = 200
    text = ""

def request(method, url, headers=None, data=None):
    if isinstance(data, bytes):
        data = data.decode("utf-8")
    sys.__stdout__.write(json.dumps({"method": method, "url": url, "headers": headers, "data": data}) + "\\n")
    return _Response()

def _shortcut(method):
    return lambda url, **kwargs: request(method, url, **kwargs)

get, post, put, patch, delete = (_shortcut(m) for m in ("GET", "POST", "PUT", "PATCH", "DELETE"))
`,
      'utf8',
    )

    const requests: SnippetRequest[] = [
      { url: 'https://x/a?q=1', method: 'get' },
      {
        url: `https://x/${encodeURIComponent(TRICKY)}`,
        method: 'put',
        headers: { 'X-Quote': 'it\'s "quoted" \\ ok', Accept: '*/*' },
        body: TRICKY,
      },
      { url: '/a', method: 'report', headers: { 'X-E': 'é' }, body: 'plain ascii' },
    ]

    it.each(requests)('%#', (request) => {
      const output = runPython(toPythonSnippet(request), { PYTHONPATH: dir })
      const sent = JSON.parse(output.split('\n')[0] ?? '') as unknown
      expect(sent).toEqual({
        method: wireMethod(request.method),
        url: request.url,
        headers: request.headers ?? null,
        data: request.body ?? null,
      })
    })
  })
})
