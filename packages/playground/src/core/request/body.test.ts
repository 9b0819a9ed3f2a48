import { describe, expect, it } from 'vitest'
import { bodyKind, serializeBody as serialize, toJsonValue } from './body'
import { enRequestNotes } from './notes'

/** serializeBody with the English notes. */
const serializeBody = (
  ...args: Parameters<typeof serialize> extends [...infer A, unknown] ? A : never
) => serialize(...args, enRequestNotes)
import type { PlaygroundDataItem } from '../types'

const fields: PlaygroundDataItem[] = [
  { name: 'name', value: 'Ada' },
  { name: 'age', value: '36', type: 'number' },
]

describe('bodyKind', () => {
  it.each([
    ['application/json', 'json'],
    ['application/problem+json', 'json'],
    ['Application/JSON; charset=utf-8', 'json'],
    ['application/x-www-form-urlencoded', 'form'],
    ['multipart/form-data', 'multipart'],
    ['multipart/form-data; boundary=x', 'multipart'],
    ['text/plain', 'text'],
    ['application/xml', 'text'],
    ['application/octet-stream', 'text'],
  ])('%s -> %s', (type, kind) => {
    expect(bodyKind(type)).toBe(kind)
  })
})

describe('toJsonValue', () => {
  const number = (value: string) => toJsonValue({ name: 'n', value, type: 'number' })

  it('turns number items with numeric values into numbers', () => {
    expect(number('36')).toBe(36)
    expect(number('-1.5')).toBe(-1.5)
    expect(number('.5')).toBe(0.5)
    expect(number('1e3')).toBe(1000)
    expect(number(' 7 ')).toBe(7)
    expect(number('1e20')).toBe(1e20)
  })

  it('keeps everything else a string', () => {
    for (const value of ['', ' ', 'abc', '0x10', '1.', '+1', 'Infinity', 'NaN', '1e400', '1,5']) {
      expect(number(value)).toBe(value)
    }
    expect(toJsonValue({ name: 'n', value: '36' })).toBe('36')
    expect(toJsonValue({ name: 'n', value: '36', type: 'text' })).toBe('36')
    // 2^53 + 1 would become 2^53 as a double: keep the digits the user typed.
    expect(number('9007199254740993')).toBe('9007199254740993')
    expect(number('9007199254740991')).toBe(9007199254740991)
  })
})

describe('serializeBody', () => {
  it('JSON: an object of the fields, numbers for number items', () => {
    expect(serializeBody('application/json', fields, [], undefined)).toEqual({
      body: '{"name":"Ada","age":36}',
      notes: [],
    })
    expect(serializeBody('application/json', [], [], undefined)).toEqual({ body: '{}', notes: [] })
  })

  it('JSON: the last of repeated fields wins, with a note; __proto__ stays a field', () => {
    const result = serializeBody(
      'application/json',
      [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
        { name: '__proto__', value: 'x' },
      ],
      [],
      undefined,
    )
    expect(result.body).toBe('{"a":"2","__proto__":"x"}')
    expect(result.notes).toEqual([expect.stringContaining('"a"')])
  })

  it('a preset body replaces the fields for JSON, text and XML', () => {
    for (const type of ['application/json', 'text/plain', 'application/xml']) {
      const result = serializeBody(type, fields, [], '<raw/>')
      expect(result.body).toBe('<raw/>')
      expect(result.notes).toEqual([expect.stringContaining('"name", "age"')])
      expect(serializeBody(type, [], [], ' {} ').body).toBe(' {} ')
    }
  })

  it('a blank preset counts as no preset', () => {
    expect(serializeBody('application/json', fields, [], '  ').body).toBe('{"name":"Ada","age":36}')
  })

  it('urlencoded: fields in order, repeated names kept, the preset ignored with a note', () => {
    const result = serializeBody(
      'application/x-www-form-urlencoded',
      [...fields, { name: 'q', value: 'a b&c' }, { name: 'q', value: '' }],
      [],
      'ignored',
    )
    expect(result.body).toBe('name=Ada&age=36&q=a+b%26c&q=')
    expect(result.notes).toEqual([expect.stringContaining('preset body is not used')])
  })

  it('text/plain without a preset: HTML text/plain form encoding', () => {
    expect(serializeBody('text/plain', fields, [], undefined).body).toBe('name=Ada\r\nage=36\r\n')
    expect(serializeBody('text/plain', [], [], undefined)).toEqual({ notes: [] })
  })

  it('XML without a preset sends nothing and notes the fields', () => {
    const result = serializeBody('application/xml', fields, [], undefined)
    expect(result.body).toBeUndefined()
    expect(result.notes).toEqual([expect.stringContaining('"name", "age"')])
  })

  it('multipart: a FormData of fields and file parts', async () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' })
    const blob = new Blob(['{}'], { type: 'application/json' })
    const result = serializeBody(
      'multipart/form-data',
      fields,
      [
        { name: 'docs', blobs: [file, blob] },
        { name: 'none', blobs: [] },
      ],
      'ignored',
    )
    expect(result.body).toBeInstanceOf(FormData)
    const form = result.body as FormData
    expect([...form.keys()]).toEqual(['name', 'age', 'docs', 'docs'])
    const [first, second] = form.getAll('docs') as File[]
    expect(first?.name).toBe('hello.txt')
    expect(await first?.text()).toBe('hello')
    expect(second?.name).toBe('blob')
    expect(second?.type).toBe('application/json')
    expect(result.notes).toEqual([
      expect.stringContaining('preset body is not used'),
      expect.stringContaining('No file chosen for "none"'),
    ])
  })

  it('files in a non-multipart body are not sent, with a note', () => {
    const result = serializeBody('application/json', [], [{ name: 'f', blobs: [new Blob()] }], '')
    expect(result.body).toBe('{}')
    expect(result.notes).toEqual([expect.stringContaining('not sent: "f"')])
  })
})
