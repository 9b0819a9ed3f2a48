import { describe, expect, it } from 'vitest'
import type { BuildRequestOptions } from 'vue-api-playground'
import { diffHeaders, diffLines } from './diff'
import {
  BODY_CAP,
  HISTORY_LIMIT,
  REDACTED,
  addEntry,
  entriesOf,
  historyKey,
  parseHistory,
  reopenedAs,
  saveHistory,
  type HistoryEntry,
} from './entries'
import { fillFrom } from './fill'
import { makeEntry, sendContext, type PendingSend, type SendContext } from './record'

const form: BuildRequestOptions = {
  url: '/pets/{petId}',
  method: 'post',
  data: [
    { name: 'petId', value: '{{pet}}', type: 'path' },
    { name: 'api_key', value: 'query-key-123', type: 'query' },
    { name: 'X-Trace', value: 'trace', type: 'header' },
  ],
  headers: { 'X-Env': '{{env}}', Authorization: 'Bearer typed-in-header' },
  body: '{"name":"Rex"}',
  auth: [
    { type: 'bearer', token: 'bearer-token-xyz' },
    { type: 'basic', username: 'alice', password: 'pa55word' },
  ],
}

// What the panel hands over at Send: the operation's API-key schemes name what to blank.
const pendingOf = (time = 1_700_000_000_000): PendingSend => ({
  operation: 'petstore.addPet',
  form,
  time,
  secrets: ['secret-variable-value'],
  schemes: [
    { key: 'header', type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    { key: 'query', type: 'apiKey', in: 'query', name: 'api_key' },
    { key: 'bearer', type: 'http', scheme: 'bearer' },
  ],
})
const context = (time?: number): SendContext => sendContext(pendingOf(time))

const start = {
  url: 'http://localhost:1/pets/7?api_key=query-key-123&q=1',
  method: 'POST',
  headers: {
    Authorization: 'Bearer bearer-token-xyz',
    'X-Api-Key': 'header-key-456',
    'X-Echo': 'has secret-variable-value inside',
    'Content-Type': 'application/json',
  },
  body: '{"name":"Rex","password":"pa55word"}',
}

const success = {
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json', 'set-cookie': 'session=abc123' },
  body: {},
  text: '{"token":"bearer-token-xyz","ok":true}',
  kind: 'json' as const,
  size: 38,
  durationMs: 12.5,
}

describe('history entries', () => {
  it('records time, status, duration and size, and never a credential', () => {
    const entry = makeEntry(context(), start, { success })
    expect(entry).toMatchObject({
      time: 1_700_000_000_000,
      method: 'POST',
      durationMs: 12.5,
      response: { status: 200, size: 38 },
    })
    const stored = JSON.stringify(entry)
    for (const credential of [
      'bearer-token-xyz',
      'typed-in-header',
      'header-key-456',
      'query-key-123',
      'pa55word',
      'alice',
      'abc123',
      'secret-variable-value',
    ])
      expect(stored).not.toContain(credential)
    expect(entry.url).toBe(`http://localhost:1/pets/7?api_key=${REDACTED}&q=1`)
    expect(entry.requestHeaders.Authorization).toBe(REDACTED)
    expect(entry.requestHeaders['X-Api-Key']).toBe(REDACTED)
    expect(entry.response!.headers['set-cookie']).toBe(REDACTED)
    // No credentials field of the form is kept; the form's own fields are, as typed.
    expect(entry.form).not.toHaveProperty('auth')
    expect(entry.form.values).toEqual({ petId: '{{pet}}', api_key: '', 'X-Trace': 'trace' })
  })

  it('cuts each body at the cap and says from what length', () => {
    const long = 'x'.repeat(BODY_CAP + 100)
    const entry = makeEntry(
      context(),
      { ...start, body: long },
      {
        success: { ...success, text: long },
      },
    )
    expect(entry.requestBody).toEqual({ text: 'x'.repeat(BODY_CAP), cutFrom: BODY_CAP + 100 })
    expect(entry.response!.body!.text).toHaveLength(BODY_CAP)
    expect(entry.response!.body!.cutFrom).toBe(BODY_CAP + 100)
  })

  it('records a request that got no response with its error', () => {
    const entry = makeEntry(context(), start, {
      error: { error: new TypeError('Failed to fetch'), durationMs: 3 },
    })
    expect(entry.response).toBeUndefined()
    expect(entry.error).toBe('Failed to fetch')
  })

  it('marks an answer of Mock with its picks, kept through storage; a real one has none', () => {
    const mocked = makeEntry(
      sendContext({ ...pendingOf(), mocked: { status: '404', example: 'missing' } }),
      start,
      { success },
    )
    expect(mocked.mocked).toEqual({ status: '404', example: 'missing' })
    expect(makeEntry(context(), start, { success }).mocked).toBeUndefined()
    const stored = new Map<string, string>()
    saveHistory(
      { setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
      'k',
      [mocked],
    )
    expect(parseHistory(stored.get('k')!)[0]!.mocked).toEqual({
      status: '404',
      example: 'missing',
    })
  })

  it(`keeps the last ${HISTORY_LIMIT}, newest first`, () => {
    let list: HistoryEntry[] = []
    for (let i = 0; i < HISTORY_LIMIT + 7; i++)
      list = addEntry(list, { ...makeEntry(context(i), start, { success }), id: `e${i}` })
    expect(list).toHaveLength(HISTORY_LIMIT)
    expect(list[0]!.id).toBe(`e${HISTORY_LIMIT + 6}`)
    expect(list.at(-1)!.id).toBe('e7')
  })

  it('drops the oldest entries until the storage takes them, and reads a damaged one as empty', () => {
    const entries = [0, 1, 2].map((i) => ({
      ...makeEntry(context(i), start, { success }),
      id: `e${i}`,
    }))
    const written: string[] = []
    const full = {
      setItem: (_key: string, value: string) => {
        if (value.length > JSON.stringify(entries.slice(0, 2)).length) throw new Error('quota')
        written.push(value)
      },
      removeItem: () => {},
    }
    expect(saveHistory(full, 'k', entries).map((entry) => entry.id)).toEqual(['e0', 'e1'])
    expect(parseHistory(written[0]!)).toHaveLength(2)
    expect(parseHistory('{not json')).toEqual([])
    expect(parseHistory(null)).toEqual([])
  })

  it("is one history for a spec and its locales' copies, each listing and reopening the others'", () => {
    expect(historyKey('/docs/', 'petstore~fr')).toBe(historyKey('/docs/', 'petstore'))
    expect(historyKey('/docs/', 'petstore')).toBe('vitepress-api-docs:history:/docs/:petstore')
    const french = {
      ...makeEntry(context(1), start, { success }),
      id: 'fr',
      operation: 'petstore~fr.addPet',
    }
    const english = { ...makeEntry(context(2), start, { success }), id: 'en' }
    const other = { ...english, id: 'other', operation: 'petstore.listPets' }
    const list = [french, english, other].reduce<HistoryEntry[]>(addEntry, [])
    // Kept under the spec's own name, whichever page sent it.
    expect(list.map((entry) => entry.operation)).toEqual([
      'petstore.listPets',
      'petstore.addPet',
      'petstore.addPet',
    ])
    expect(entriesOf(list, 'petstore.addPet').map((entry) => entry.id)).toEqual(['en', 'fr'])
    expect(entriesOf(list, 'petstore~ar.addPet').map((entry) => entry.id)).toEqual(['en', 'fr'])
    // Reopened by the French page: the operation as that page names it (its panel takes it).
    const reopened = reopenedAs(list[1]!, 'petstore~fr.addPet')
    expect(reopened.operation).toBe('petstore~fr.addPet')
    expect(reopened.form).toEqual(list[1]!.form)
  })

  it('reopens an entry into the operation fields, without blanked headers', () => {
    const entry = makeEntry(context(), start, { success })
    const filled = fillFrom(entry, [
      { name: 'petId', value: '1', type: 'path' },
      { name: 'X-Trace', value: '', type: 'header' },
      { name: 'new', value: 'kept', type: 'query' },
    ])
    expect(filled.data.map((item) => item.value)).toEqual(['{{pet}}', 'trace', 'kept'])
    expect(filled.headers).toEqual({ 'X-Env': '{{env}}' })
    expect(filled.body).toBe('{"name":"Rex"}')
  })
})

describe('diff', () => {
  it('marks kept, removed and added lines in order', () => {
    expect(diffLines('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([
      { kind: ' ', text: 'a' },
      { kind: '-', text: 'b' },
      { kind: ' ', text: 'c' },
      { kind: '+', text: 'x' },
      { kind: ' ', text: 'd' },
    ])
    expect(diffLines('same', 'same')).toEqual([{ kind: ' ', text: 'same' }])
    expect(diffLines('', 'new')).toEqual([
      { kind: '-', text: '' },
      { kind: '+', text: 'new' },
    ])
  })

  it('gives both sides back: the kept and removed lines make A, the kept and added make B', () => {
    const a = '{\n  "id": 1,\n  "name": "Rex",\n  "tags": []\n}'
    const b = '{\n  "id": 2,\n  "name": "Rex",\n  "age": 3,\n  "tags": []\n}'
    const lines = diffLines(a, b)!
    expect(
      lines
        .filter((l) => l.kind !== '+')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(a)
    expect(
      lines
        .filter((l) => l.kind !== '-')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(b)
    expect(lines.filter((l) => l.kind !== ' ')).toHaveLength(3)
  })

  it('compares headers by name in any case', () => {
    expect(
      diffHeaders({ 'Content-Type': 'a', 'X-A': '1' }, { 'content-type': 'a', 'x-b': '2' }),
    ).toEqual([
      { name: 'content-type', a: 'a', b: 'a', same: true },
      { name: 'x-a', a: '1', same: false },
      { name: 'x-b', b: '2', same: false },
    ])
  })
})
