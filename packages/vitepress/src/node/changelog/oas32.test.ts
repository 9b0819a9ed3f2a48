import { describe, expect, it } from 'vitest'
import { diffSpecs } from './diff'
import { indexSpecText } from './index-text'
import { indexDocument, type JsonObject } from './spec-index'

// OpenAPI 3.2's `query` field and `additionalOperations` (any method token) in the changelog.
function version(extra: JsonObject): JsonObject {
  return {
    openapi: '3.2.0',
    info: { title: 'Cache', version: '1' },
    paths: {
      '/cache/{key}': {
        parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
        get: { responses: { '200': { description: 'ok' } } },
        ...extra,
      },
    },
  }
}

const purge = (parameters: JsonObject[] = []) => ({
  additionalOperations: { PURGE: { parameters, responses: { '204': { description: 'gone' } } } },
})
const lines = (before: JsonObject, after: JsonObject) =>
  diffSpecs(indexDocument(before), indexDocument(after)).map((change) => {
    const parameter =
      'parameter' in change ? ` ${change.parameter.in} "${change.parameter.name}"` : ''
    const required = 'required' in change ? ' required' : ''
    const breaking = change.breaking ? ' (breaking)' : ''
    return `${change.method} ${change.path}: ${change.what}${parameter}${required}${breaking}`
  })

describe('changelog of OpenAPI 3.2 methods', () => {
  it('adds, changes and removes an additional operation by its method as written', () => {
    const query = { query: { responses: { '200': { description: 'found' } } } }
    expect(lines(version({}), version({ ...purge(), ...query }))).toEqual([
      'PURGE /cache/{key}: operation-added',
      'query /cache/{key}: operation-added',
    ])
    const soft = { name: 'soft', in: 'query', required: true, schema: { type: 'boolean' } }
    expect(lines(version(purge()), version(purge([soft])))).toEqual([
      'PURGE /cache/{key}: parameter-added query "soft" required (breaking)',
    ])
    expect(lines(version(purge()), version({}))).toEqual([
      'PURGE /cache/{key}: operation-removed (breaking)',
    ])
  })

  it('finds the same operations when a JSON description is scanned rather than parsed', async () => {
    const text = JSON.stringify(version({ ...purge(), query: { responses: {} } }), null, 2)
    const scanned = await indexSpecText(text, 'cache.json')
    const parsed = indexDocument(JSON.parse(text) as JsonObject)
    expect([...scanned.summary.operations.keys()].sort()).toEqual(
      [...parsed.summary.operations.keys()].sort(),
    )
    expect([...scanned.summary.operations.keys()].sort()).toEqual([
      'PURGE /cache/{key}',
      'get /cache/{key}',
      'query /cache/{key}',
    ])
    expect(scanned.operation('PURGE /cache/{key}')).toEqual(parsed.operation('PURGE /cache/{key}'))
    // A scan against the version before reuses what did not change, and still finds PURGE.
    const again = await indexSpecText(text.replace('"gone"', '"purged"'), 'cache.json', scanned)
    expect(diffSpecs(scanned, again)).toEqual([])
    expect(again.operation('PURGE /cache/{key}')).toMatchObject({
      responses: { '204': { description: 'purged' } },
    })
  })

  it('leaves out a key that is a fixed field written in capitals, as the model does', () => {
    const doc = version({ additionalOperations: { POST: { responses: {} } } })
    expect([...indexDocument(doc).summary.operations.keys()]).toEqual(['get /cache/{key}'])
  })
})
