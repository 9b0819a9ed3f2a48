import { describe, expect, it } from 'vitest'
import { scanSpecBytes } from './json-index'

/** A description whose `get /b` response refers to `schemas/B`, typed `type`. */
function spec(type: string): Buffer {
  return Buffer.from(
    JSON.stringify(
      {
        openapi: '3.0.3',
        info: { title: 'Ünïcode first', version: '1' },
        'x-extra': [1, 2, 3],
        paths: {
          '/a': { get: { description: 'é', responses: { '200': { description: 'ok' } } } },
          '/b': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/B' } } },
                },
              },
            },
          },
        },
        components: { schemas: { B: { type } } },
      },
      null,
      2,
    ),
  )
}

describe('scanSpecBytes', () => {
  it('reuses what the version before knew of unchanged pieces, and only of those', () => {
    const first = scanSpecBytes(spec('integer'))!
    const hinted = scanSpecBytes(spec('string'), first)!
    const fresh = scanSpecBytes(spec('string'))!
    // The same summary as a scan without the version before.
    expect(hinted.summary).toEqual(fresh.summary)
    // Unchanged pieces carry the very same refs the version before computed: not looked for again.
    expect(hinted.summary.operations.get('get /b')!.refs).toBe(
      first.summary.operations.get('get /b')!.refs,
    )
    expect(hinted.summary.components.get('schemas/B')!.hash).not.toBe(
      first.summary.components.get('schemas/B')!.hash,
    )
    expect(hinted.summary.operations.get('get /b')!.refs).toEqual(['schemas/B'])
    expect(hinted.component('schemas/B')).toEqual({ type: 'string' })
    expect(hinted.operation('get /a')).toMatchObject({ description: 'é' })
  })

  it('is undefined for JSON that is not OpenAPI 3', () => {
    expect(scanSpecBytes(Buffer.from('{"swagger": "2.0", "paths": {}}'))).toBeUndefined()
    expect(scanSpecBytes(Buffer.from('{"openapi": "3.0.3", '))).toBeUndefined()
  })
})
