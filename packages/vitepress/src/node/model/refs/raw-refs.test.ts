import { describe, expect, it } from 'vitest'
import type { LoadedSpec } from '../../description/load'
import { resolveOptions } from '../../options'
import { RawRefs } from './raw-refs'
import { RefResolver } from './refs'
import { buildSpecModel, operationEntries, operationRefs } from '../spec'
import { directRefs } from '../schema'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })

// Every place an operation names a schema: path-level and overridden parameters, a parameter's
// content, the body, responses and their headers, a callback's own, and schemas within schemas.
const document = {
  openapi: '3.1.0',
  info: { title: 'Refs', version: '1' },
  paths: {
    '/a/{id}': {
      parameters: [
        { name: 'id', in: 'path', schema: ref('PathId') },
        { name: 'q', in: 'query', schema: ref('Overridden') },
      ],
      post: {
        parameters: [
          { name: 'q', in: 'query', content: { 'text/plain': { schema: ref('Q') } } },
          { name: 'x', in: 'body', schema: ref('NotAPlace') },
        ],
        requestBody: json({ type: 'array', items: ref('Item') }),
        responses: {
          '200': {
            ...json({ allOf: [ref('Base'), { properties: { extra: ref('Extra') } }] }),
            headers: { 'X-Rate': { schema: ref('Rate') } },
          },
          default: { $ref: '#/components/responses/Error' },
        },
        callbacks: {
          done: {
            '{$request.body#/url}': {
              post: {
                requestBody: json(ref('Event')),
                responses: { '200': { description: 'ok' } },
              },
            },
          },
          hidden: { 'x-internal': true, '{$url}': { post: { requestBody: json(ref('Hidden')) } } },
        },
      },
    },
  },
  components: {
    responses: { Error: json(ref('Error')) },
    schemas: Object.fromEntries(
      ['PathId', 'Overridden', 'Q', 'NotAPlace', 'Item', 'Base', 'Extra', 'Rate', 'Event']
        .concat(['Hidden', 'Error'])
        .map((name) => [name, { type: 'object', additionalProperties: ref('Item') }]),
    ),
  },
}

function loaded(): LoadedSpec {
  const [entry] = resolveOptions({ specs: [{ name: 'r', spec: 'r.json', prefix: '/r' }] }).specs
  const text = JSON.stringify(document)
  return { entry: entry!, file: '/r.json', text, document, sourceVersion: '3.1.0' }
}

describe('RawRefs', () => {
  it("finds an operation's schemas as the normalized operation names them, in its order", () => {
    const spec = loaded()
    const model = buildSpecModel(spec)
    const refs = new RefResolver(spec)
    const [entry] = operationEntries(spec, refs)
    const found = new RawRefs(refs).operation(entry!)
    expect([...found]).toEqual([...operationRefs(model.operations[0]!)])
    expect([...found]).toEqual(['PathId', 'Q', 'Item', 'Base', 'Extra', 'Rate', 'Error', 'Event'])
  })

  it("finds a schema's direct refs as directRefs of its node does", () => {
    const spec = loaded()
    const model = buildSpecModel(spec)
    const raw = new RawRefs(new RefResolver(spec))
    for (const [name, schema] of Object.entries(document.components.schemas))
      expect([...raw.schema(schema)]).toEqual([...directRefs(model.schemas[name]!)])
    expect([...raw.schema({ additionalProperties: false, properties: [ref('Base')] })]).toEqual([
      'Base',
    ])
    expect([...raw.schema(true)]).toEqual([])
  })
})
