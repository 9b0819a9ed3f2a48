import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec, type LoadedSpec } from '../description/load'
import { buildSpecModel } from './spec'
import { directRefs } from './schema'

// The fixture site's keywords spec (e2e/api-docs-site/specs/keywords.yaml): a schema written
// with every keyword of JSON Schema 2020-12, after the examples of its Core and Validation texts.
const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))
const keywords = async () =>
  buildSpecModel(
    await loadSpec({ name: 'keywords', spec: 'specs/keywords.yaml', prefix: '/keywords' }, site),
  )

function model(openapi: string, schemas: Record<string, unknown>) {
  const document = {
    openapi,
    info: { title: 'T', version: '1' },
    paths: {},
    components: { schemas },
  }
  const text = JSON.stringify(document)
  return buildSpecModel({
    entry: { name: 't', spec: 't.json', prefix: '/t' },
    file: '/t.json',
    text,
    document: JSON.parse(text) as LoadedSpec['document'],
    sourceVersion: openapi,
  })
}

describe('JSON Schema 2020-12 keywords in the model', () => {
  it('keeps tuples by position, items after them, and items: false as none allowed', async () => {
    const { schemas } = await keywords()
    expect(schemas.Address!.prefixItems).toEqual([
      { type: 'number' },
      { type: 'string' },
      { enum: ['Street', 'Avenue', 'Boulevard'] },
      { enum: ['NW', 'NE', 'SW', 'SE'] },
    ])
    expect(schemas.Address!.items).toEqual({ not: {} })
    const route = schemas.Shipment!.properties!.route!
    expect(route.prefixItems!.map((item) => item.description)).toEqual([
      '<p>The origin.</p>',
      '<p>The destination.</p>',
    ])
    expect(route.items!.description).toBe('<p>A stop on the way.</p>')
    expect(schemas.Shipment!.properties!.history!.unevaluatedItems).toBe(false)
  })

  it('keeps object keywords: patterns, names, conditionals, dependencies, unevaluated', async () => {
    const shipment = (await keywords()).schemas.Shipment!
    expect(shipment.patternProperties).toEqual({
      '^x-': { type: 'string', description: '<p>A custom field.</p>' },
    })
    expect(shipment.propertyNames).toEqual({ pattern: '^[a-z_-]+$' })
    expect(shipment.if).toEqual({ properties: { kind: { const: 'cold' } }, required: ['kind'] })
    expect(shipment.then).toEqual({
      required: ['temperature'],
      properties: { temperature: { maximum: 8 } },
    })
    expect(shipment.else).toEqual({ properties: { temperature: { minimum: 15 } } })
    expect(shipment.dependentSchemas).toEqual({ express: { required: ['phone'] } })
    expect(shipment.dependentRequired).toEqual({ express: ['phone'] })
    expect(shipment.unevaluatedProperties).toBe(false)
    expect((await keywords()).schemas.Customer!.dependentRequired).toEqual({
      credit_card: ['billing_address'],
    })
  })

  it('keeps contains with its bounds, content keywords, not, const, examples and type arrays', async () => {
    const properties = (await keywords()).schemas.Shipment!.properties!
    expect(properties.tags).toMatchObject({
      contains: { const: 'urgent' },
      minContains: 1,
      maxContains: 2,
      uniqueItems: true,
    })
    expect(properties.payload).toEqual({
      type: 'string',
      contentMediaType: 'application/json',
      contentEncoding: 'base64',
      contentSchema: { type: 'object', properties: { weight: { type: 'integer' } } },
    })
    expect(properties.status!.not).toEqual({ const: 'deleted' })
    expect(properties.version).toEqual({ const: 2 })
    expect(properties.notes!.examples).toEqual(['Fragile', 'Keep upright'])
    expect(properties.id).toEqual({ type: ['string', 'null'], readOnly: true })
  })

  it('applies the siblings of a $ref in 3.1: annotations on the reference, the rest as allOf', async () => {
    const properties = (await keywords()).schemas.Shipment!.properties!
    expect(properties.destination).toEqual({
      $ref: 'Address',
      deprecated: true,
      description: '<p>Where the shipment goes.</p>',
    })
    expect(properties.customer).toEqual({
      allOf: [{ $ref: 'Customer' }, { required: ['billing_address'] }],
    })
  })

  it('ignores the siblings of a $ref in 3.0, but for its description', () => {
    const schemas = {
      A: { type: 'string' },
      B: { $ref: '#/components/schemas/A', description: 'Why', minLength: 3, deprecated: true },
    }
    expect(model('3.0.3', schemas).schemas.B).toEqual({ $ref: 'A', description: '<p>Why</p>' })
    expect(model('3.1.0', schemas).schemas.B).toEqual({
      allOf: [{ $ref: 'A' }, { minLength: 3 }],
      deprecated: true,
      description: '<p>Why</p>',
    })
  })

  it('finds the component schemas every new keyword names', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
    const { schemas } = model('3.1.0', {
      A: {},
      B: {},
      C: {},
      D: {},
      E: {},
      F: {},
      All: {
        contains: ref('A'),
        if: ref('B'),
        then: ref('C'),
        patternProperties: { '^a': ref('D') },
        dependentSchemas: { x: ref('E') },
        unevaluatedProperties: ref('F'),
      },
    })
    expect([...directRefs(schemas.All!)]).toEqual(['A', 'B', 'C', 'F', 'D', 'E'])
  })
})
