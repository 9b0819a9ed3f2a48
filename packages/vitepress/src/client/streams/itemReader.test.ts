import { describe, expect, it } from 'vitest'
import type { ResponseModel } from '../../shared/model'
import { operationPage } from '../testUtils'
import { describedMedia, itemReader } from './itemReader'

const note = {
  type: 'object',
  required: ['id', 'text'],
  properties: { id: { type: 'integer' }, text: { type: 'string' } },
}

// The shape of OpenAPI 3.2's own Server-Sent Events example ("Special Considerations for
// Server-Sent Events"): `data` is a JSON string whose parsed value `contentSchema` describes.
const eventItem = {
  type: 'object',
  required: ['data'],
  properties: {
    event: { type: 'string', enum: ['note', 'message'] },
    data: { type: 'string', contentMediaType: 'application/json', contentSchema: { $ref: 'Note' } },
    id: { type: 'string' },
    retry: { type: 'integer', minimum: 0 },
  },
}

const responses: ResponseModel[] = [
  {
    status: '200',
    headers: [],
    content: [
      {
        type: 'text/event-stream',
        itemSchema: eventItem,
        itemData: { schema: { $ref: 'Note' }, mediaType: 'application/json' },
        examples: [],
      },
      { type: 'application/jsonl', itemSchema: { $ref: 'Note' }, examples: [] },
      { type: 'application/json', schema: { $ref: 'Note' }, examples: [] },
      { type: 'multipart/mixed', itemSchema: { $ref: 'Note' }, examples: [] },
    ],
  },
  {
    status: '4XX',
    headers: [],
    content: [{ type: 'application/jsonl', itemSchema: { type: 'string' }, examples: [] }],
  },
  {
    status: 'default',
    headers: [],
    content: [{ type: 'text/event-stream', itemSchema: { type: 'object' }, examples: [] }],
  },
]

const page = operationPage({ method: 'get', responses }, { schemas: { Note: note } })
const read = itemReader(() => page)

describe('itemReader', () => {
  it('indents an event whose data matches its content schema, with nothing to report', () => {
    const view = read(
      { event: 'note', data: '{"id":1,"text":"hi"}', id: '7' },
      { status: 200, contentType: 'text/event-stream; charset=utf-8' },
    )
    expect(view).toEqual({ text: '{\n  "id": 1,\n  "text": "hi"\n}', problems: [] })
  })

  it("lists what differs in the event's fields and in its parsed data", () => {
    const view = read(
      { event: 'other', data: '{"id":"one"}', retry: -5 },
      { status: 200, contentType: 'text/event-stream' },
    )
    expect(view?.problems).toEqual([
      'event.event should be one of "note", "message".',
      'event.retry should be at least 0.',
      'data.text is required but missing.',
      'data.id should be integer, not a string.',
    ])
  })

  it('says when the data is not the JSON its media type promises, keeping it as received', () => {
    const view = read(
      { event: 'note', data: 'not json' },
      { status: 200, contentType: 'text/event-stream' },
    )
    expect(view?.text).toBeUndefined()
    expect(view?.problems).toHaveLength(1)
    expect(view?.problems?.[0]).toMatch(/^The data is not JSON \(line 1, column \d+\)\.$/)
  })

  it('checks a JSON Lines record against the item schema', () => {
    const good = read(
      { event: 'item', data: '{"id":2,"text":"b"}' },
      { status: 200, contentType: 'application/jsonl' },
    )
    expect(good).toEqual({ text: '{\n  "id": 2,\n  "text": "b"\n}', problems: [] })
    const bad = read(
      { event: 'item', data: '[1]' },
      { status: 200, contentType: 'application/jsonl' },
    )
    expect(bad?.problems).toEqual(['item should be object, not an array.'])
    const broken = read(
      { event: 'item', data: '{' },
      { status: 200, contentType: 'application/jsonl' },
    )
    expect(broken?.problems?.[0]).toMatch(/^The item is not JSON \(line 1, column \d+\)\.$/)
  })

  it('leaves alone what has no item schema', () => {
    expect(
      read({ event: 'item', data: '1' }, { status: 200, contentType: 'application/json' }),
    ).toBeUndefined()
    expect(
      read({ event: 'item', data: '1' }, { status: 200, contentType: 'text/plain' }),
    ).toBeUndefined()
  })

  it('finds the response by code, then range, then default', () => {
    const media = (status: number | null, contentType: string) =>
      describedMedia(page, { status, contentType })?.itemSchema
    expect(media(200, 'application/jsonl')).toEqual({ $ref: 'Note' })
    expect(media(404, 'application/jsonl')).toEqual({ type: 'string' })
    expect(media(500, 'text/event-stream')).toEqual({ type: 'object' })
    expect(media(null, 'text/event-stream')).toEqual({ type: 'object' })
    expect(
      read({ event: 'item', data: '3' }, { status: 404, contentType: 'application/jsonl' })
        ?.problems,
    ).toEqual(['item should be string, not an integer.'])
  })

  it('reads a multipart part as JSON only when its Content-Type says so', () => {
    const response = { status: 200, contentType: 'multipart/mixed; boundary=x' }
    expect(read({ event: 'application/json', data: '{"id":1}' }, response)?.problems).toEqual([
      'item.text is required but missing.',
    ])
    expect(read({ event: 'text/plain', data: 'hello' }, response)).toBeUndefined()
  })
})
