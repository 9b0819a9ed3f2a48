import { describe, expect, it } from 'vitest'
import type { SchemaNode } from '../../../shared/model'
import { exampleFromSchema } from '../../../shared/examples/example'
import { mediaExample } from './example-cache'

const schemas: Record<string, SchemaNode> = {
  user: {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true, examples: ['u1'] },
      password: { type: 'string', writeOnly: true, examples: ['secret'] },
    },
  },
}
/** Microsoft Graph's collection answer: an inline object around a `$ref`. */
const collection = (): SchemaNode => ({
  type: 'object',
  properties: { value: { type: 'array', items: { $ref: 'user' } } },
})

describe('mediaExample', () => {
  it('makes the example of an inline schema once per text and direction, as generated', () => {
    const first = mediaExample(collection(), schemas, 'response')
    expect(first).toEqual(exampleFromSchema(collection(), schemas, { direction: 'response' }))
    expect(first).toEqual({ value: [{ id: 'u1' }] })
    // Another operation's schema with the same text: the same example, not made again.
    expect(mediaExample(collection(), schemas, 'response')).toBe(first)
    const request = mediaExample(collection(), schemas, 'request')
    expect(request).toEqual({ value: [{ password: 'secret' }] })
    expect(mediaExample(collection(), schemas, 'request')).toBe(request)
    // Another text, another example; another spec's schemas, another cache.
    const other = { ...collection(), description: 'Users' }
    expect(mediaExample(other, schemas, 'response')).not.toBe(first)
    expect(mediaExample(collection(), { ...schemas }, 'response')).not.toBe(first)
  })

  it('makes the example of a bare reference once per schema it names', () => {
    const bare = mediaExample({ $ref: 'user' }, schemas, 'response')
    expect(bare).toEqual({ id: 'u1' })
    expect(mediaExample({ $ref: 'user', description: 'One user' }, schemas, 'response')).toBe(bare)
  })

  it('still makes an example of a schema JSON cannot write', () => {
    const big = { type: 'integer', default: 10n } as unknown as SchemaNode
    expect(mediaExample(big, schemas, 'response')).toEqual(
      exampleFromSchema(big, schemas, { direction: 'response' }),
    )
  })
})
