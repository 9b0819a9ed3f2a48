// Every snippet language, run by its own runtime against the local echo server: the request that
// arrives (method, path, query, headers, body, multipart parts) must be the one described.
//
// A missing runtime fails its tests with what to install: .ci/run installs them all, so CI always
// runs every language. SNIPPETS_SKIP_MISSING_RUNTIMES=1 turns that failure into a visible skip,
// for a laptop without, say, Go.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../../server/index'
import { toSnippet } from './index'
import { commandOf, run, RUN_ENV, RUNTIMES } from './testUtils'
import { isFilePart, type SnippetRequest } from './types'

// A value that breaks naive quoting in every language here: quotes, backslashes, shell and PHP
// variables, Ruby interpolation, format specifiers, a line break, non-ASCII and an emoji.
const HOSTILE = `it's "q" \\ $HOME \${x} #{x} \`id\` %s %% 100%\nline é 👋 \u2028`
// Header values must stay on one line and, to be sent the same by every library, ASCII. HTTPie's
// item separators are in it too.
const HOSTILE_HEADER = `it's "q" \\ $HOME #{x} \`id\` %s a:b=c@d;e`

// Files the multipart case uploads, created beside each snippet; distinct sizes tell them apart.
const FILES: Readonly<Record<string, Uint8Array>> = {
  'photo.png': Uint8Array.from({ length: 300 }, (_, i) => i % 256),
  'notes.txt': new TextEncoder().encode('notes\n'),
}

/** The cases each language runs, each with the auth a built request would carry. */
function cases(base: string): Record<string, SnippetRequest> {
  return {
    'GET with query and an API key in the query': {
      url: `${base}/echo/users?q=a%20b&tag=%24%23%7B%7D&api_key=k%27ey`,
      method: 'get',
      headers: { Accept: 'application/json', 'X-Hostile': HOSTILE_HEADER },
    },
    'POST JSON with a bearer token': {
      url: `${base}/echo/users`,
      method: 'post',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t0k3n' },
      body: JSON.stringify({ name: HOSTILE, n: 1, nested: { ok: true } }, null, 2),
    },
    'PUT urlencoded with basic auth': {
      url: `${base}/echo/form`,
      method: 'put',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: 'Basic ZGVtbzpzZWNyZXQ=',
      },
      body: new URLSearchParams([
        ['a', HOSTILE],
        ['b', '1'],
      ]).toString(),
    },
    'PATCH text with an API key header': {
      url: `${base}/echo/text`,
      method: 'patch',
      headers: { 'Content-Type': 'text/plain', 'X-API-Key': HOSTILE_HEADER },
      body: HOSTILE,
    },
    'DELETE with an XML body': {
      url: `${base}/echo/xml?id=7`,
      method: 'delete',
      headers: { 'Content-Type': 'application/xml' },
      body: `<?xml version="1.0"?>\n<a b="'">${HOSTILE}</a>`,
    },
    'POST multipart with fields and files': {
      url: `${base}/echo/upload?api_key=k`,
      method: 'post',
      // Dropped by every writer: the library writes it with its own boundary.
      headers: { 'Content-Type': 'multipart/form-data', 'X-Request': HOSTILE_HEADER },
      form: [
        { name: 'title', value: HOSTILE },
        { name: 'avatar', file: 'photo.png', type: 'image/png' },
        { name: 'at', value: '@photo.png;type=text/plain' },
        { name: 'notes', file: 'notes.txt' },
      ],
    },
  }
}

interface Echo {
  method: string
  path: string
  query: Record<string, string | string[]>
  headers: Record<string, string>
  body: string
  parts: { name: string; value?: string; filename?: string; size: number; type?: string }[] | null
}

/** The echo server's JSON in a program's output, after any status line the snippet prints. */
function echoIn(stdout: string): Echo {
  return JSON.parse(stdout.slice(stdout.indexOf('{'), stdout.lastIndexOf('}') + 1)) as Echo
}

/** What the echo must report for `request`. */
function expectArrived(expect: ExpectStatic, echo: Echo, request: SnippetRequest): void {
  const url = new URL(request.url)
  expect(echo.method).toBe(request.method.toUpperCase())
  expect(echo.path).toBe(url.pathname)
  expect(echo.query).toEqual(Object.fromEntries(url.searchParams))
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (request.form && name.toLowerCase() === 'content-type') continue
    expect(echo.headers[name.toLowerCase()], name).toBe(value)
  }
  if (request.form === undefined) {
    expect(echo.body).toBe(request.body ?? '')
    return
  }
  expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; ?boundary=/)
  // fetch()'s FormData writes a line break in a field as CRLF (HTML's form encoding); the others
  // send it as given. Both arrive as the same text to a server that normalizes, as forms do.
  const parts = echo.parts?.map((part) => ({ ...part, value: part.value?.replace(/\r\n/g, '\n') }))
  expect(parts).toEqual(
    request.form.map((part) =>
      isFilePart(part)
        ? {
            name: part.name,
            filename: part.file,
            size: FILES[part.file]?.length,
            value: undefined,
            // Without a type each library picks its own; with one, it is sent.
            type: part.type ?? expect.any(String),
          }
        : { name: part.name, value: part.value, size: expect.any(Number) },
    ),
  )
}

let api: ApiServer
let dir = ''
beforeAll(async () => {
  api = await startApiServer({ port: 0 })
  dir = mkdtempSync(join(tmpdir(), 'snippets-run-'))
})
afterAll(async () => {
  await api.close()
  rmSync(dir, { recursive: true, force: true })
})

// Concurrent: most of the time is spent waiting for compilers and interpreters to start.
describe.concurrent.each(RUNTIMES)('$language snippets send the described request', (runtime) => {
  const names = Object.keys(cases('http://x'))
  it.for(names)('%s', { timeout: 90_000 }, async (name, context) => {
    const [program, args] = await commandOf(runtime, context)
    const request = cases(api.url)[name]
    if (request === undefined) throw new Error(`No case named ${name}`)
    const cwd = join(dir, `${runtime.language}-${names.indexOf(name)}`)
    mkdirSync(cwd)
    for (const [file, bytes] of Object.entries(FILES)) writeFileSync(join(cwd, file), bytes)
    const source = (runtime.prelude?.(request) ?? '') + toSnippet(runtime.language, request)
    writeFileSync(join(cwd, runtime.file), source, 'utf8')
    const { stdout } = await run(program, args, {
      cwd,
      env: RUN_ENV,
      timeout: 80_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    expectArrived(context.expect, echoIn(stdout), request)
  })
})
