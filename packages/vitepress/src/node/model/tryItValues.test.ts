import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec, type LoadedSpec } from '../description/load'
import { buildSpecModel } from './spec'

// What the try-it panel starts with, as the model gives it: parameter values and servers.
const docs = fileURLToPath(new URL('../../../../../docs/', import.meta.url))

function inline(document: Record<string, unknown>): LoadedSpec {
  return {
    entry: { name: 'inline', spec: 'inline.json', prefix: '/inline' },
    file: 'inline.json',
    text: JSON.stringify(document),
    document: { openapi: '3.1.0', info: { title: 'Inline', version: '1' }, ...document },
  } as LoadedSpec
}

describe('parameter values', () => {
  it("fills a field only from the description's example(s) or default; an optional enum starts blank", () => {
    const model = buildSpecModel(
      inline({
        paths: {
          '/items/{collection}': {
            get: {
              operationId: 'listItems',
              parameters: [
                { name: 'collection', in: 'path', required: true, schema: { enum: ['a', 'b'] } },
                { name: 'export', in: 'query', schema: { type: 'string', enum: ['csv', 'json'] } },
                { name: 'format', in: 'query', schema: { enum: ['csv', 'json'], default: 'json' } },
                { name: 'limit', in: 'query', example: 10, schema: { type: 'integer' } },
                {
                  name: 'sort',
                  in: 'query',
                  examples: { newest: { value: '-date' } },
                  schema: { type: 'string' },
                },
                { name: 'meta', in: 'query', schema: { type: 'string', examples: ['total'] } },
                { name: 'mode', in: 'header', required: true, schema: { enum: ['x', 'y'] } },
              ],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      }),
    )
    const values = Object.fromEntries(
      model.operations[0]!.parameters.map((param) => [param.name, param.example]),
    )
    expect(values).toEqual({
      // A required enum must hold one of its values: the first is sendable.
      collection: 'a',
      export: undefined,
      format: 'json',
      limit: '10',
      sort: '-date',
      meta: 'total',
      mode: 'x',
    })
  })
})

describe('the configured server', () => {
  it('fills the variables of the docs demo server it is an instance of (the port npm start chose)', async () => {
    const loaded = await loadSpec(
      {
        name: 'admin',
        spec: 'specs/admin-api.json',
        prefix: '/demo/admin',
        server: 'http://127.0.0.1:4567/admin/us',
      },
      docs,
    )
    const [first, ...rest] = buildSpecModel(loaded).operations[0]!.servers
    expect(rest).toEqual([])
    expect(first!.url).toBe('http://127.0.0.1:{port}/admin/{region}')
    expect(first!.variables.map((v) => [v.name, v.default])).toEqual([
      ['port', '4567'],
      ['region', 'us'],
    ])
  })
})
