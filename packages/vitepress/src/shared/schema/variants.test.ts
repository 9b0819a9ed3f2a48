import { describe, expect, it } from 'vitest'
import type { SchemaNode } from '../model'
import { choiceKind } from './choiceKind'
import { defaultVariant, resolveRef, variantOfValue, variantSet } from './variants'

const schemas: Record<string, SchemaNode> = {
  Cat: { type: 'object', title: 'A cat', properties: { meows: { type: 'boolean' } } },
  Dog: { type: 'object', properties: { barks: { type: 'boolean' } } },
  Lizard: { type: 'object' },
  Nothing: { type: 'null' },
}

describe('variantSet', () => {
  it('names the alternatives of a discriminator by their mapping keys, or their schema names', () => {
    const set = variantSet(
      {
        oneOf: [{ $ref: 'Cat' }, { $ref: 'Dog' }, { $ref: 'Lizard' }],
        discriminator: {
          propertyName: 'petType',
          mapping: { cat: 'Cat', kitty: 'Cat', dog: 'Dog' },
        },
      },
      schemas,
    )
    expect(set).toMatchObject({ kind: 'oneOf', propertyName: 'petType', initial: 0 })
    expect(set!.variants.map((v) => [v.label, v.values])).toEqual([
      ['cat, kitty', ['cat', 'kitty']],
      ['dog', ['dog']],
      ['Lizard', ['Lizard']],
    ])
  })

  it('labels alternatives without a discriminator by title, $ref name or type', () => {
    const set = variantSet(
      {
        anyOf: [
          { $ref: 'Dog' },
          { title: 'Inline', type: 'object' },
          { type: 'string' },
          { type: 'array', items: { $ref: 'Cat' } },
          { properties: { a: {} } },
          {},
        ],
      },
      schemas,
    )
    expect(set?.kind).toBe('anyOf')
    expect(set?.propertyName).toBeUndefined()
    expect(set!.variants.map((v) => v.label)).toEqual([
      'Dog',
      'Inline',
      'string',
      'Cat[]',
      'object',
      'Option 6',
    ])
  })

  it('tells apart alternatives that would carry one label', () => {
    const set = variantSet({ oneOf: [{ type: 'object' }, { type: 'object' }] }, schemas)
    expect(set!.variants.map((v) => v.label)).toEqual(['object (1)', 'object (2)'])
  })

  it('offers no choice for "X or null", one alternative, or none', () => {
    expect(variantSet({ anyOf: [{ $ref: 'Cat' }, { type: 'null' }] }, schemas)).toBeUndefined()
    expect(variantSet({ oneOf: [{ $ref: 'Nothing' }, { $ref: 'Dog' }] }, schemas)).toBeUndefined()
    expect(variantSet({ oneOf: [{ $ref: 'Cat' }] }, schemas)).toBeUndefined()
    expect(variantSet({ type: 'object' }, schemas)).toBeUndefined()
  })

  it('starts on the first alternative that is not null, keeping null as a choice', () => {
    const set = variantSet(
      { oneOf: [{ const: null }, { type: 'string' }, { type: 'integer' }] },
      schemas,
    )
    expect(set?.initial).toBe(1)
    expect(set!.variants[0]!.label).toBe('null')
  })

  it('prefers oneOf when a schema has both', () => {
    const set = variantSet(
      { oneOf: [{ type: 'string' }, { type: 'integer' }], anyOf: [{ type: 'boolean' }] },
      schemas,
    )
    expect(set?.kind).toBe('oneOf')
  })
})

describe('variantOfValue', () => {
  const set = variantSet(
    {
      oneOf: [{ $ref: 'Cat' }, { $ref: 'Dog' }],
      discriminator: { propertyName: 'petType', mapping: { cat: 'Cat' } },
    },
    schemas,
  )!

  it('reads the alternative from the discriminator property of a value', () => {
    expect(variantOfValue(set, { petType: 'cat' })).toBe(0)
    expect(variantOfValue(set, { petType: 'Dog' })).toBe(1)
  })

  it('finds none for other values', () => {
    expect(variantOfValue(set, { petType: 'cow' })).toBeUndefined()
    expect(variantOfValue(set, { petType: 1 })).toBeUndefined()
    expect(variantOfValue(set, 'cat')).toBeUndefined()
    expect(variantOfValue(set, [{ petType: 'cat' }])).toBeUndefined()
    const plain = variantSet({ oneOf: [{ type: 'object' }, { type: 'string' }] }, schemas)!
    expect(variantOfValue(plain, { petType: 'cat' })).toBeUndefined()
  })
})

describe('defaultVariant and resolveRef', () => {
  it('skips null alternatives, and takes the first when all are null', () => {
    expect(defaultVariant([{ type: ['null'] }, { enum: [null] }, { $ref: 'Dog' }], schemas)).toBe(2)
    expect(defaultVariant([{ type: 'null' }], schemas)).toBe(0)
  })

  it('resolves own component names only', () => {
    expect(resolveRef({ $ref: 'Dog' }, schemas)).toBe(schemas.Dog)
    expect(resolveRef({ $ref: 'constructor' }, schemas)).toBeUndefined()
    const inline = { type: 'string' }
    expect(resolveRef(inline, schemas)).toBe(inline)
  })
})

describe('choiceKind', () => {
  it('looks at oneOf, then anyOf, for two alternatives not written as null', () => {
    expect(choiceKind({ oneOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('oneOf')
    expect(choiceKind({ oneOf: [{ $ref: 'A' }], anyOf: [{ $ref: 'A' }, { $ref: 'B' }] })).toBe(
      'anyOf',
    )
    expect(choiceKind({ anyOf: [{ $ref: 'A' }, { type: 'null' }] })).toBeUndefined()
    expect(choiceKind({ allOf: [{ $ref: 'A' }, { $ref: 'B' }] })).toBeUndefined()
  })
})
