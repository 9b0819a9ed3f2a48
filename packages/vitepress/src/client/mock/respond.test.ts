import { describe, expect, it } from 'vitest'
import type { MediaModel, ResponseModel } from '../../shared/model'
import { operationPage } from '../testUtils'
import {
  eventBlock,
  GENERATED_ITEMS,
  MOCK_BOUNDARY,
  mockAnswer,
  statusCode,
  unauthorizedAnswer,
} from './respond'

const pet = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', format: 'int64' },
    name: { type: 'string' },
    secret: { type: 'string', writeOnly: true },
  },
}

const responses: ResponseModel[] = [
  {
    status: '200',
    summary: 'The pet',
    headers: [
      { name: 'X-Rate-Limit', required: false, schema: { type: 'integer', examples: [99] } },
      { name: 'ETag', required: false, schema: { type: 'string', default: '"v1"' } },
      { name: 'Content-Type', required: false, schema: { type: 'string', default: 'text/x' } },
      { name: 'X-Tags', required: false, schema: { type: 'array', items: { enum: ['a', 'b'] } } },
    ],
    content: [
      {
        type: 'application/json',
        schema: { $ref: 'Pet' },
        examples: [
          { name: 'rex', summary: 'A dog', value: { id: 1, name: 'Rex' } },
          { name: 'tom', summary: 'A cat', value: { id: 2, name: 'Tom' } },
        ],
      },
      { type: 'application/xml', examples: [{ name: 'x', value: '<pet/>' }] },
    ],
  },
  {
    status: '404',
    headers: [],
    content: [{ type: 'application/problem+json', schema: { $ref: 'Problem' }, examples: [] }],
  },
  { status: '204', headers: [], content: [{ type: 'application/json', examples: [] }] },
  {
    status: '5XX',
    headers: [],
    content: [{ type: 'text/plain', examples: [{ name: 'e', value: 'down' }] }],
  },
  { status: 'default', headers: [], content: [] },
]

const page = operationPage(
  { method: 'get', responses },
  {
    schemas: {
      Pet: pet,
      Problem: {
        type: 'object',
        properties: {
          title: { type: 'string', default: 'Not found' },
          status: { type: 'integer' },
        },
      },
    },
  },
)

describe('mockAnswer', () => {
  it('answers the first success with its first written example, its content type and headers', () => {
    const answer = mockAnswer(page, {})
    expect(answer.status).toBe(200)
    expect(answer.response).toBe('200')
    expect(answer.source).toBe('rex')
    expect(JSON.parse(answer.body!)).toEqual({ id: 1, name: 'Rex' })
    // Described headers with their example, default or generated value; Content-Type is the
    // media type's, whatever a header named so says (OpenAPI 3.2.0, Response Object).
    expect(answer.headers).toEqual({
      'x-rate-limit': '99',
      etag: '"v1"',
      'x-tags': 'a',
      'content-type': 'application/json',
    })
    expect(answer.items).toBeUndefined()
  })

  it('answers the named example the reader picked', () => {
    const answer = mockAnswer(page, { status: '200', example: 'tom' })
    expect(answer.source).toBe('tom')
    expect(JSON.parse(answer.body!)).toEqual({ id: 2, name: 'Tom' })
  })

  it('answers the status picked, with an example generated from its schema when none is written', () => {
    const answer = mockAnswer(page, { status: '404' })
    expect(answer.status).toBe(404)
    expect(answer.source).toBe('generated')
    expect(answer.headers['content-type']).toBe('application/problem+json')
    expect(JSON.parse(answer.body!)).toEqual({ title: 'Not found', status: 0 })
  })

  it('sends no body for 204, for a response without content, and to HEAD', () => {
    expect(mockAnswer(page, { status: '204' })).toMatchObject({ status: 204, body: null })
    expect(mockAnswer(page, { status: 'default' })).toMatchObject({ status: 500, body: null })
    const head = mockAnswer(page, {}, 'HEAD')
    expect(head.body).toBeNull()
    expect(head.headers['content-type']).toBe('application/json')
  })

  it('a range answers its first code; a text example is sent as written', () => {
    expect(mockAnswer(page, { status: '5XX' })).toMatchObject({ status: 500, body: 'down' })
  })

  it('a string example of a JSON type is JSON text', () => {
    const text = operationPage({
      responses: [
        {
          status: '200',
          headers: [],
          content: [
            {
              type: 'application/json',
              examples: [
                { name: 'word', value: 'hello' },
                { name: 'json', value: '{"a":1}' },
              ],
            },
          ],
        },
      ],
    })
    expect(mockAnswer(text, {}).body).toBe('"hello"')
    expect(mockAnswer(text, { example: 'json' }).body).toBe('{"a":1}')
  })

  it('serialized examples (OpenAPI 3.2 serializedValue) are sent as serialized', () => {
    const form = operationPage({
      responses: [
        {
          status: '200',
          headers: [],
          content: [
            {
              type: 'application/x-www-form-urlencoded',
              examples: [{ name: 'f', value: { a: 1 }, serialized: 'a=1' }],
            },
          ],
        },
      ],
    })
    expect(mockAnswer(form, {}).body).toBe('a=1')
  })
})

describe('unauthorizedAnswer (credentials that meet no security requirement)', () => {
  it("answers the operation's described 401 when it has one", () => {
    const described = operationPage({
      responses: [
        ...responses,
        {
          status: '401',
          headers: [],
          content: [
            { type: 'application/json', examples: [{ name: 'e', value: { error: 'who' } }] },
          ],
        },
      ],
    })
    const answer = unauthorizedAnswer(described, 'no key', ['Bearer'])
    expect(answer).toMatchObject({ status: 401, response: '401', source: 'e' })
    expect(JSON.parse(answer.body!)).toEqual({ error: 'who' })
  })

  it('else a 401 with the challenges and a problem details body; no body to HEAD', () => {
    const page = operationPage({ responses })
    const answer = unauthorizedAnswer(page, 'no key', ['Bearer', 'Basic realm="Pets"'])
    expect(answer.status).toBe(401)
    expect(answer.response).toBeUndefined()
    expect(answer.headers).toEqual({
      'www-authenticate': 'Bearer, Basic realm="Pets"',
      'content-type': 'application/problem+json',
    })
    expect(JSON.parse(answer.body!)).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'no key',
    })
    expect(unauthorizedAnswer(page, 'no key', [], 'HEAD')).toEqual({
      status: 401,
      headers: {},
      body: null,
    })
  })
})

describe('statusCode', () => {
  it.each([
    ['201', 201],
    ['2XX', 200],
    ['4xx', 400],
    ['default', 500],
  ])('%s answers %i where a success is listed', (status, code) => {
    expect(statusCode(status, page)).toBe(code)
  })

  it('default answers 200 where it is the only response', () => {
    const only = operationPage({ responses: [{ status: 'default', headers: [], content: [] }] })
    expect(statusCode('default', only)).toBe(200)
  })
})

describe('mockAnswer for sequential media (OpenAPI 3.2 itemSchema)', () => {
  const stream = (type: string, extra: object) =>
    operationPage(
      {
        method: 'get',
        responses: [{ status: '200', headers: [], content: [{ type, examples: [], ...extra }] }],
      },
      {
        schemas: {
          Item: pet,
          Change: { type: 'object', properties: { field: { type: 'string', examples: ['name'] } } },
        },
      },
    )

  it('JSON Lines: an example written as lines gives one item per line', () => {
    const answer = mockAnswer(
      stream('application/jsonl', {
        itemSchema: { $ref: 'Item' },
        examples: [
          { name: 'file', value: '{"id":1}\n{"id":2}\n', serialized: '{"id":1}\n{"id":2}\n' },
        ],
      }),
      {},
    )
    expect(answer.items).toEqual(['{"id":1}\n', '{"id":2}\n'])
    expect(answer.body).toBe('{"id":1}\n{"id":2}\n')
    expect(answer.headers['content-type']).toBe('application/jsonl')
  })

  it('JSON Lines: an array example gives one line per element', () => {
    const answer = mockAnswer(
      stream('application/x-ndjson', { examples: [{ name: 'two', value: [{ a: 1 }, [2]] }] }),
      {},
    )
    expect(answer.items).toEqual(['{"a":1}\n', '[2]\n'])
  })

  it('JSON Lines without an example: items generated from itemSchema', () => {
    const answer = mockAnswer(
      stream('application/jsonl', {
        itemSchema: { $ref: 'Item' },
        // What the node side generates from `schema` when no example is written.
        examples: [{ name: 'example', value: 'string', generated: true }],
      }),
      {},
    )
    expect(answer.source).toBe('generated')
    expect(answer.items).toHaveLength(GENERATED_ITEMS)
    expect(answer.items!.map((item) => JSON.parse(item) as unknown)).toEqual(
      Array(GENERATED_ITEMS).fill({ id: 0, name: 'string' }),
    )
  })

  it('event stream without an example: events from itemSchema, data from its contentSchema', () => {
    const answer = mockAnswer(
      stream('text/event-stream', {
        itemSchema: {
          type: 'object',
          required: ['event'],
          properties: {
            event: { type: 'string', examples: ['change'] },
            data: { type: 'string', contentMediaType: 'application/json' },
            id: { type: 'string' },
            retry: { type: 'integer' },
          },
        },
        itemData: { schema: { $ref: 'Change' }, mediaType: 'application/json' },
      }),
      {},
    )
    expect(answer.items).toEqual([
      'event: change\nid: 1\ndata: {"field":"name"}\n\n',
      'event: change\nid: 2\ndata: {"field":"name"}\n\n',
      'event: change\nid: 3\ndata: {"field":"name"}\n\n',
    ])
  })

  it('event stream with a written example: one item per event block', () => {
    const answer = mockAnswer(
      stream('text/event-stream', {
        examples: [{ name: 'ticks', value: 'event: tick\ndata: 1\n\nevent: tick\ndata: 2\n' }],
      }),
      {},
    )
    expect(answer.items).toEqual(['event: tick\ndata: 1\n\n', 'event: tick\ndata: 2\n\n'])
  })
})

describe('mockAnswer for multipart/mixed (OpenAPI 3.2 itemSchema, RFC 2046)', () => {
  const mixed = (media: Partial<MediaModel>) =>
    operationPage({
      method: 'get',
      responses: [
        {
          status: '200',
          headers: [],
          content: [{ type: 'multipart/mixed', examples: [], ...media }],
        },
      ],
    })

  it('generates parts from itemSchema, each with its delimiter, the close after the last', () => {
    const answer = mockAnswer(
      mixed({ itemSchema: { type: 'object', properties: { id: { type: 'integer' } } } }),
      {},
    )
    expect(answer.headers['content-type']).toBe(`multipart/mixed; boundary=${MOCK_BOUNDARY}`)
    expect(answer.source).toBe('generated')
    expect(answer.items).toHaveLength(GENERATED_ITEMS)
    const part = `--${MOCK_BOUNDARY}\r\nContent-Type: application/json\r\n\r\n{"id":0}\r\n`
    expect(answer.items![0]).toBe(part)
    expect(answer.items![2]).toBe(`${part}--${MOCK_BOUNDARY}--\r\n`)
    expect(answer.body).toBe(answer.items!.join(''))
  })

  it('an array example gives one part per element, a string one as text/plain', () => {
    const answer = mockAnswer(
      mixed({
        type: 'multipart/mixed; boundary=b',
        examples: [{ name: 'x', value: [{ a: 1 }, 'hi'] }],
      }),
      {},
    )
    expect(answer.headers['content-type']).toBe('multipart/mixed; boundary=b')
    expect(answer.items).toEqual([
      '--b\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n',
      '--b\r\nContent-Type: text/plain\r\n\r\nhi\r\n--b--\r\n',
    ])
  })

  it('a serialized example keeps its own boundary, one item per part', () => {
    const text = '--own\r\nContent-Type: text/plain\r\n\r\none\r\n--own\r\n\r\ntwo\r\n--own--\r\n'
    const answer = mockAnswer(
      mixed({ examples: [{ name: 's', value: null, serialized: text }] }),
      {},
    )
    expect(answer.headers['content-type']).toBe('multipart/mixed; boundary=own')
    expect(answer.items).toEqual([
      '--own\r\nContent-Type: text/plain\r\n\r\none\r\n',
      '--own\r\n\r\ntwo\r\n--own--\r\n',
    ])
    expect(answer.body).toBe(text)
  })
})

describe('eventBlock', () => {
  it('writes the fields of the HTML standard, one data line per line, no break in a field', () => {
    expect(eventBlock({ event: 'a\nb', data: 'one\ntwo', retry: 1500 })).toBe(
      'event: a b\nretry: 1500\ndata: one\ndata: two\n\n',
    )
    expect(eventBlock(42)).toBe('data: 42\n\n')
    expect(eventBlock({ data: { x: 1 } })).toBe('data: {"x":1}\n\n')
  })
})
