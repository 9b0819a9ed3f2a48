import { describe, expect, it } from 'vitest'
import { exampleFromSchema } from './example'
import { contentText, sampleKey } from './example-keywords'
import type { SchemaNode } from '../model'

const example = (schema: SchemaNode, schemas: Record<string, SchemaNode> = {}) =>
  exampleFromSchema(schema, schemas, { direction: 'response' })

describe('examples honour JSON Schema 2020-12 keywords', () => {
  it('fills a tuple by position (the street address of JSON Schema 2020-12 Core)', () => {
    expect(
      example({
        type: 'array',
        prefixItems: [
          { type: 'number' },
          { type: 'string' },
          { enum: ['Street', 'Avenue', 'Boulevard'] },
          { enum: ['NW', 'NE', 'SW', 'SE'] },
        ],
        items: { not: {} },
      }),
    ).toEqual([0, 'string', 'Street', 'NW'])
  })

  it('takes const, and an item that contains matches first', () => {
    expect(example({ const: 2, type: 'integer' })).toBe(2)
    expect(
      example({ type: 'array', items: { type: 'string' }, contains: { const: 'urgent' } }),
    ).toEqual(['urgent'])
    expect(example({ contains: { const: 7 } })).toEqual([7])
  })

  it('meets if and then, or merges else when there is no then', () => {
    const shipment: SchemaNode = {
      type: 'object',
      properties: { kind: { enum: ['ambient', 'cold'] } },
      if: { properties: { kind: { const: 'cold' } }, required: ['kind'] },
      then: { required: ['temperature'], properties: { temperature: { maximum: 8 } } },
    }
    expect(example(shipment)).toEqual({ kind: 'cold', temperature: 0 })
    expect(
      example({
        type: 'object',
        properties: { kind: { type: 'string' } },
        if: { properties: { kind: { const: 'cold' } } },
        else: { properties: { temperature: { minimum: 15 } } },
      }),
    ).toEqual({ kind: 'string', temperature: 15 })
  })

  it('adds what a present property requires (dependentRequired, dependentSchemas)', () => {
    // The customer of JSON Schema 2020-12 Validation 6.5.4, billing_address left out of the
    // properties, so that only dependentRequired brings it.
    const customer: SchemaNode = {
      type: 'object',
      properties: { name: { type: 'string' }, credit_card: { type: 'number' } },
      required: ['name'],
      dependentRequired: { credit_card: ['billing_address'] },
      dependentSchemas: {
        name: { properties: { nickname: { const: 'Bob' } }, required: ['nickname'] },
      },
    }
    expect(example(customer)).toEqual({
      name: 'string',
      credit_card: 0,
      billing_address: 'string',
      nickname: 'Bob',
    })
  })

  it('gives each pattern property one sample key its pattern and propertyNames accept', () => {
    expect(
      example({
        type: 'object',
        properties: { id: { type: 'integer' } },
        patternProperties: { '^x-': { type: 'string' }, '^[0-9]+$': { type: 'boolean' } },
        propertyNames: { pattern: '^[a-z0-9-]+$' },
      }),
    ).toEqual({ id: 0, 'x-name': 'string', '1': true })
    expect(sampleKey('^S_')).toBe('S_name')
    expect(sampleKey('\\.json$')).toBe('.json')
    expect(sampleKey('^a', { pattern: '^b' })).toBeUndefined()
    expect(sampleKey('(')).toBeUndefined()
  })

  it('writes a string whose content a contentSchema describes, encoded as contentEncoding says', () => {
    const payload: SchemaNode = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'object', properties: { weight: { type: 'integer' } } },
    }
    expect(example(payload)).toBe('{"weight":0}')
    expect(example({ ...payload, contentEncoding: 'base64' })).toBe(btoa('{"weight":0}'))
    expect(contentText({ contentEncoding: 'base64' }, 'é')).toBe('w6k=')
    // Content that is not JSON is not written as JSON.
    expect(contentText({ contentMediaType: 'image/png' }, { a: 1 })).toBeUndefined()
  })

  it('takes a type array by its first type that is not null', () => {
    expect(example({ type: ['null', 'string'], format: 'email' })).toBe('user@example.com')
  })
})
