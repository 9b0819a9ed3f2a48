import { describe, expect, it } from 'vitest'
import type { LoadedSpec } from '../description/load'
import { generatedDescription } from './generated-spec'
import { INLINE_POINTER_NODES } from './schema'
import { buildSpecModel, operationPageData, schemaPageData } from './spec'

function model(document: Record<string, unknown>) {
  const text = JSON.stringify(document)
  return buildSpecModel({
    entry: { name: 'p', spec: 'p.json', prefix: '/p' },
    file: '/p.json',
    text,
    document: JSON.parse(text) as LoadedSpec['document'],
    sourceVersion: '3.0.3',
  })
}

const schemaRef = (path: string) => ({ $ref: `#/components/schemas/${path}` })

describe('pointers into other schemas', () => {
  it('inline a small target where it is named', () => {
    const spec = model({
      openapi: '3.0.3',
      info: { title: 'P', version: '1' },
      paths: {},
      components: {
        schemas: {
          Gateway: {
            type: 'object',
            properties: { state: { type: 'string', enum: ['on', 'off'] } },
          },
          Listener: {
            type: 'object',
            properties: { state: schemaRef('Gateway/properties/state') },
          },
        },
      },
    })
    expect(spec.schemas.Listener?.properties?.state).toEqual({
      type: 'string',
      enum: ['on', 'off'],
    })
    expect(Object.keys(spec.refTargets)).toEqual(['Gateway', 'Listener'])
  })

  it('keep a target that contains itself as a reference by its pointer, with its tree once', () => {
    const spec = model({
      openapi: '3.0.3',
      info: { title: 'P', version: '1' },
      paths: {},
      components: {
        schemas: {
          Tree: {
            type: 'object',
            properties: {
              node: {
                type: 'object',
                properties: {
                  children: { type: 'array', items: schemaRef('Tree/properties/node') },
                },
              },
            },
          },
        },
      },
    })
    const pointer = '#/components/schemas/Tree/properties/node'
    expect(spec.schemas.Tree?.properties?.node?.properties?.children?.items).toEqual({
      $ref: pointer,
    })
    expect(spec.refTargets[pointer]?.properties?.children?.items).toEqual({ $ref: pointer })
    // A fragment has no page: it is not a component schema.
    expect(Object.keys(spec.schemas)).toEqual(['Tree'])
  })

  it('keep the pages small where each target holds more pointers (Azure descriptions)', () => {
    const spec = model(generatedDescription(400) as unknown as Record<string, unknown>)
    const fragments = Object.keys(spec.refTargets).filter((name) => !(name in spec.schemas))
    expect(fragments.length).toBeGreaterThan(0)
    for (const name of fragments)
      expect(name).toMatch(/^#\/components\/schemas\/kind\d+\/allOf\/1$/)
    // Inlined afresh, the last kind would hold the 99 before it: thousands of nodes.
    const last = JSON.stringify(spec.schemas.kind99)
    expect(last.length).toBeLessThan(INLINE_POINTER_NODES * 200)
    // The page of the kind after a fragment carries it, to expand it in place.
    const fragment = fragments[0]!
    const next = `kind${Number(/kind(\d+)/.exec(fragment)![1]) + 1}`
    expect(spec.schemas[next]?.allOf?.[1]?.properties?.previous).toEqual({ $ref: fragment })
    expect(schemaPageData(spec, next).schemas[fragment]).toBe(spec.refTargets[fragment])
    const operation = spec.operations.find((op) => op.operationId === 'kind99.get')!
    expect(JSON.stringify(operationPageData(spec, operation)).length).toBeLessThan(64 * 1024)
  })
})
