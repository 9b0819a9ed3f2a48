import { describe, expect, it } from 'vitest'
import type { OperationPageData, SchemaNode, SchemaPageData } from '../../shared/model'
import { schemaSummary, withSchemaSummaries } from './schema-summaries'

const schemas: Record<string, SchemaNode> = {
  user: {
    type: 'object',
    description: '<p>A user</p>',
    properties: { id: { type: 'integer', readOnly: true }, login: { type: 'string' } },
  },
  repo: {
    type: 'object',
    title: 'Repository',
    properties: { owner: { $ref: 'user' }, topics: { type: 'array', items: { $ref: 'topic' } } },
  },
  topic: { type: 'object', properties: { name: { type: 'string' }, by: { $ref: 'user' } } },
  label: { type: 'string', enum: ['a', 'b'] },
  pet: { oneOf: [{ $ref: 'cat' }, { $ref: 'dog' }] },
  cat: { type: 'object', properties: { purrs: { $ref: 'user' } } },
  dog: { type: 'object', properties: { barks: { type: 'boolean' } } },
  tuple: { prefixItems: [{ type: 'string' }] },
}
const links = Object.fromEntries(Object.keys(schemas).map((name) => [name, `/s/${name}`]))

const operationPage = (schema: SchemaNode): OperationPageData =>
  ({
    operation: {
      parameters: [{ name: 'l', in: 'query', schema: { $ref: 'label' } }],
      responses: [
        {
          status: '200',
          headers: [],
          content: [{ type: 'application/json', schema, examples: [] }],
        },
      ],
    },
    schemas,
    schemaLinks: links,
  }) as unknown as OperationPageData

describe('schemaSummary', () => {
  it("keeps a schema's own keywords and says what its closed toggle opens, per direction", () => {
    expect(schemaSummary(schemas.user!, schemas)).toEqual({
      type: 'object',
      description: '<p>A user</p>',
      summary: { properties: 2, request: 1 },
    })
    expect(schemaSummary({ type: 'array', items: { $ref: 'user' } }, schemas)).toEqual({
      type: 'array',
      summary: { properties: 0, others: 'item' },
    })
    expect(schemaSummary(schemas.pet!, schemas)!.summary).toEqual({
      properties: 0,
      others: 'variants',
    })
  })

  it('leaves whole a schema without subschemas, or with keywords a head words (2020-12)', () => {
    expect(schemaSummary(schemas.label!, schemas)).toBeUndefined()
    expect(schemaSummary(schemas.tuple!, schemas)).toBeUndefined()
  })
})

describe('withSchemaSummaries', () => {
  it('carries whole what shows open (roots and the variants of a choice), the rest in summary', () => {
    const data = withSchemaSummaries(operationPage({ $ref: 'repo' }), (name) => name in links)
    expect(Object.keys(data.schemas).sort()).toEqual(['label', 'repo', 'topic', 'user'])
    expect(data.schemas.repo).toBe(schemas.repo)
    expect(data.schemas.label).toBe(schemas.label)
    expect(data.schemas.user!.summary).toEqual({ properties: 2, request: 1 })
    expect(data.schemas.topic!.properties).toBeUndefined()
    // Links for what the page names, not for what only its summaries' members name.
    expect(Object.keys(data.schemaLinks).sort()).toEqual(['label', 'repo', 'topic', 'user'])
    const choice = withSchemaSummaries(operationPage({ $ref: 'pet' }), (name) => name in links)
    expect(choice.schemas.cat).toBe(schemas.cat)
    expect(choice.schemas.dog).toBe(schemas.dog)
    expect(choice.schemas.user!.summary).toBeDefined()
  })

  it('keeps whole a schema that has no page to fetch it from', () => {
    const data = withSchemaSummaries(operationPage({ $ref: 'repo' }), (name) => name !== 'user')
    expect(data.schemas.user).toBe(schemas.user)
  })

  it("summarizes what a schema page's own schema names", () => {
    const page = { name: 'repo', schema: schemas.repo, schemas, schemaLinks: links }
    const data = withSchemaSummaries(page as unknown as SchemaPageData, () => true)
    expect(data.schemas.user!.summary).toBeDefined()
    expect(data.schemas.topic!.summary).toEqual({ properties: 2 })
  })
})
