import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exampleFromSchema, type ExampleDirection } from './example'
import type { SchemaNode } from '../model'

function example(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode> = {},
  direction: ExampleDirection = 'response',
  maxDepth?: number,
): unknown {
  return exampleFromSchema(
    schema,
    schemas,
    maxDepth === undefined ? { direction } : { direction, maxDepth },
  )
}

/** Plain JSON all the way down: what page data and `JSON.stringify` carry unchanged. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJson)
  if (typeof value !== 'object') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value).every(isJson)
}

describe('values the schema gives', () => {
  const full: SchemaNode = {
    type: 'string',
    examples: ['ex'],
    const: 'c',
    default: 'd',
    enum: ['e'],
  }

  it('takes examples[0], then const, then default, then the first enum value', () => {
    expect(example(full)).toBe('ex')
    expect(example({ ...full, examples: undefined })).toBe('c')
    expect(example({ ...full, examples: [], const: undefined })).toBe('d')
    expect(example({ ...full, examples: undefined, const: undefined, default: undefined })).toBe(
      'e',
    )
  })

  it('keeps a given null and a given falsy value', () => {
    expect(example({ type: 'string', examples: [null], default: 'd' })).toBeNull()
    expect(example({ type: 'integer', const: 0, default: 5 })).toBe(0)
    expect(example({ type: 'boolean', default: false })).toBe(false)
    expect(example({ type: 'string', enum: [null, 'a'] })).toBeNull()
  })

  it('prefers an example beside a $ref to the referenced schema', () => {
    const schemas = { Id: { type: 'string', examples: ['id-1'] } }
    expect(example({ $ref: 'Id' }, schemas)).toBe('id-1')
    expect(example({ $ref: 'Id', examples: ['id-2'] }, schemas)).toBe('id-2')
  })
})

describe('strings', () => {
  it.each([
    ['date-time', '2024-01-01T12:00:00Z'],
    ['date', '2024-01-01'],
    ['time', '12:00:00Z'],
    ['email', 'user@example.com'],
    ['uri', 'https://example.com'],
    ['url', 'https://example.com'],
    ['uuid', '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
    ['hostname', 'example.com'],
    ['ipv4', '192.0.2.1'],
    ['ipv6', '2001:db8::1'],
    ['byte', 'c3RyaW5n'],
    ['binary', '<binary>'],
    ['password', 'password'],
    ['no-such-format', 'string'],
    ['constructor', 'string'],
  ])('format %s gives %s', (format, expected) => {
    expect(example({ type: 'string', format })).toBe(expected)
  })

  it('gives a valid base64 value for format byte', () => {
    expect(atob(example({ type: 'string', format: 'byte' }) as string)).toBe('string')
  })

  it('pads to minLength and cuts at maxLength', () => {
    expect(example({ type: 'string', minLength: 10 })).toBe('stringstri')
    expect(example({ type: 'string', maxLength: 3 })).toBe('str')
    expect(example({ type: 'string', minLength: 2, maxLength: 8 })).toBe('string')
    expect(example({ type: 'string', maxLength: 0 })).toBe('')
  })

  it('caps the padding of an absurd minLength', () => {
    expect(example({ type: 'string', minLength: 1e9 })).toHaveLength(1000)
  })

  it('leaves a pattern alone', () => {
    expect(example({ type: 'string', pattern: '^[0-9]+$' })).toBe('string')
  })

  it('infers a string from string keywords without a type', () => {
    expect(example({ format: 'email' })).toBe('user@example.com')
    expect(example({ maxLength: 2 })).toBe('st')
  })
})

describe('numbers', () => {
  it.each<[string, SchemaNode, number]>([
    ['no bounds', { type: 'integer' }, 0],
    ['0 in range', { type: 'number', minimum: -5, maximum: 5 }, 0],
    ['a positive minimum', { type: 'integer', minimum: 5 }, 5],
    ['a negative maximum', { type: 'integer', maximum: -3 }, -3],
    ['3.1 exclusiveMinimum, integer', { type: 'integer', exclusiveMinimum: 5 }, 6],
    ['3.0 exclusiveMinimum, integer', { type: 'integer', minimum: 5, exclusiveMinimum: true }, 6],
    ['3.1 exclusiveMaximum, integer', { type: 'integer', exclusiveMaximum: 0 }, -1],
    ['3.0 exclusiveMaximum, number', { type: 'number', maximum: -2, exclusiveMaximum: true }, -3],
    ['exclusiveMinimum, number, no maximum', { type: 'number', exclusiveMinimum: 5 }, 6],
    ['exclusive bounds, number', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, 0.5],
    ['the tighter of minimum and exclusiveMinimum', { minimum: 10, exclusiveMinimum: 3 }, 10],
    ['a fractional minimum, integer', { type: 'integer', minimum: 1.5 }, 2],
    ['multipleOf above a minimum', { type: 'integer', minimum: 10, multipleOf: 7 }, 14],
    ['multipleOf below a maximum', { type: 'integer', maximum: -10, multipleOf: 4 }, -12],
    ['multipleOf and an exclusive 0', { type: 'integer', exclusiveMinimum: 0, multipleOf: 5 }, 5],
    ['a decimal multipleOf', { type: 'number', minimum: 0.25, multipleOf: 0.1 }, 0.3],
    ['no type but a bound', { minimum: 3 }, 3],
  ])('%s', (_, schema, expected) => {
    expect(example(schema)).toBe(expected)
  })

  it('stays finite at the edge of the double range', () => {
    expect(example({ type: 'number', minimum: 1.7e308, multipleOf: 1e-300 })).toBe(1.7e308)
    expect(example({ type: 'number', exclusiveMinimum: 1.7e308, maximum: 1.79e308 })).toBe(1.7e308)
  })

  it('meets any satisfiable integer constraints', () => {
    const bound = fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined })
    const constraints = fc.record({
      minimum: bound,
      maximum: bound,
      exclusiveMinimum: fc.oneof(bound, fc.boolean()),
      exclusiveMaximum: fc.oneof(bound, fc.boolean()),
      multipleOf: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    })
    fc.assert(
      fc.property(constraints, (constraints) => {
        const schema: SchemaNode = { type: 'integer', ...constraints }
        const valid = (x: number): boolean => {
          const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema
          if (minimum !== undefined && (x < minimum || (exMin === true && x === minimum))) {
            return false
          }
          if (maximum !== undefined && (x > maximum || (exMax === true && x === maximum))) {
            return false
          }
          if (typeof exMin === 'number' && x <= exMin) return false
          if (typeof exMax === 'number' && x >= exMax) return false
          return x % (schema.multipleOf ?? 1) === 0
        }
        const candidates = Array.from({ length: 201 }, (_, index) => index - 100)
        fc.pre(candidates.some(valid))
        const value = example(schema)
        expect(Number.isInteger(value)).toBe(true)
        expect(valid(value as number)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('other scalars', () => {
  it('gives true for booleans and null for null', () => {
    expect(example({ type: 'boolean' })).toBe(true)
    expect(example({ type: 'null' })).toBeNull()
  })

  it('picks the first non-null type of a 3.1 type array', () => {
    expect(example({ type: ['null', 'integer', 'string'] })).toBe(0)
    expect(example({ type: ['string', 'null'] })).toBe('string')
    expect(example({ type: ['null'] })).toBeNull()
  })

  it('ignores nullable and not', () => {
    expect(example({ type: 'string', nullable: true })).toBe('string')
    expect(example({ type: 'integer', not: { type: 'integer' } })).toBe(0)
  })

  it('gives no example for an empty schema or an unknown type', () => {
    expect(example({})).toBeUndefined()
    expect(example({ description: 'anything' })).toBeUndefined()
    expect(example({ type: 'file' })).toBeUndefined()
  })
})

describe('objects', () => {
  it('fills every property, required or not, in order', () => {
    const schema: SchemaNode = {
      type: 'object',
      required: ['b'],
      properties: {
        z: { type: 'string' },
        b: { type: 'integer' },
        a: { type: 'object', properties: { on: { type: 'boolean' } } },
      },
    }
    const value = example(schema)
    expect(value).toEqual({ z: 'string', b: 0, a: { on: true } })
    expect(Object.keys(value as object)).toEqual(['z', 'b', 'a'])
  })

  it('infers an object from properties without a type', () => {
    expect(example({ properties: { n: { type: 'integer' } } })).toEqual({ n: 0 })
  })

  it('leaves out properties without an example', () => {
    const schema: SchemaNode = {
      type: 'object',
      properties: {
        any: {},
        gone: { $ref: 'Missing' },
        inline: { circular: true },
        n: { type: 'null' },
      },
    }
    expect(example(schema)).toEqual({ n: null })
  })

  it('keeps a property named __proto__ as a property', () => {
    const value = example({ type: 'object', properties: { ['__proto__']: { type: 'string' } } })
    expect(JSON.stringify(value)).toBe('{"__proto__":"string"}')
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  })

  describe('readOnly and writeOnly', () => {
    const schemas: Record<string, SchemaNode> = {
      Id: { type: 'string', format: 'uuid', readOnly: true },
      Secret: { type: 'string', writeOnly: true },
    }
    const user: SchemaNode = {
      type: 'object',
      properties: {
        id: { type: 'integer', readOnly: true },
        uid: { $ref: 'Id' },
        created: { allOf: [{ type: 'string' }, { readOnly: true }] },
        name: { type: 'string' },
        password: { type: 'string', writeOnly: true },
        token: { $ref: 'Secret' },
        pin: { allOf: [{ $ref: 'Secret' }] },
      },
    }

    it('leaves readOnly properties out of requests', () => {
      expect(example(user, schemas, 'request')).toEqual({
        name: 'string',
        password: 'string',
        token: 'string',
        pin: 'string',
      })
    })

    it('leaves writeOnly properties out of responses', () => {
      expect(example(user, schemas, 'response')).toEqual({
        id: 0,
        uid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        created: 'string',
        name: 'string',
      })
    })

    it('applies to nested objects and array items', () => {
      const schema: SchemaNode = {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, x: {} } },
      }
      expect(example({ type: 'object', properties: { list: schema } }, {}, 'request')).toEqual({
        list: [{}],
      })
    })
  })

  describe('additionalProperties', () => {
    it('gives one additionalProp1 entry when there are no properties', () => {
      const schema: SchemaNode = { type: 'object', additionalProperties: { type: 'integer' } }
      expect(example(schema)).toEqual({ additionalProp1: 0 })
      expect(example({ additionalProperties: { $ref: 'T' } }, { T: { type: 'boolean' } })).toEqual({
        additionalProp1: true,
      })
    })

    it('adds nothing beside declared properties', () => {
      const schema: SchemaNode = {
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: { type: 'integer' },
      }
      expect(example(schema)).toEqual({ a: 'string' })
    })

    it('adds nothing for a boolean', () => {
      expect(example({ type: 'object', additionalProperties: true })).toEqual({})
      expect(example({ additionalProperties: false })).toEqual({})
    })
  })
})

describe('arrays', () => {
  const item: SchemaNode = { type: 'string' }

  it.each<[string, SchemaNode, unknown]>([
    ['one item', { type: 'array', items: item }, ['string']],
    ['minItems items', { type: 'array', items: item, minItems: 2 }, ['string', 'string']],
    ['at most 3', { type: 'array', items: item, minItems: 50 }, ['string', 'string', 'string']],
    [
      'not past maxItems',
      { type: 'array', items: item, minItems: 3, maxItems: 2 },
      ['string', 'string'],
    ],
    ['maxItems 0', { type: 'array', items: item, maxItems: 0 }, []],
    [
      'one item when unique',
      { type: 'array', items: item, minItems: 3, uniqueItems: true },
      ['string'],
    ],
    ['no items schema', { type: 'array' }, []],
    ['items without an example', { type: 'array', items: {} }, []],
    ['no type but items', { items: { type: 'integer' } }, [0]],
    ['one per prefixItem', { prefixItems: [{ type: 'integer' }, {}, item] }, [0, null, 'string']],
  ])('%s', (_, schema, expected) => {
    expect(example(schema)).toEqual(expected)
  })

  it('repeats items as separate values', () => {
    const value = example({ type: 'array', minItems: 2, items: { properties: {} } }) as unknown[]
    expect(value).toEqual([{}, {}])
    expect(value[0]).not.toBe(value[1])
  })
})

describe('allOf, oneOf, anyOf', () => {
  const schemas: Record<string, SchemaNode> = {
    Base: {
      type: 'object',
      properties: { id: { type: 'integer' }, meta: { properties: { a: { type: 'string' } } } },
    },
  }

  it('deep-merges the objects of allOf', () => {
    const schema: SchemaNode = {
      allOf: [
        { $ref: 'Base' },
        {
          properties: {
            meta: { properties: { b: { type: 'boolean' } } },
            name: { type: 'string' },
          },
        },
      ],
    }
    expect(example(schema, schemas)).toEqual({
      id: 0,
      meta: { a: 'string', b: true },
      name: 'string',
    })
  })

  it('lets the node’s own properties override those of its parts', () => {
    const schema: SchemaNode = {
      type: 'object',
      allOf: [{ $ref: 'Base' }],
      properties: { id: { type: 'integer', const: 7 } },
    }
    expect(example(schema, schemas)).toEqual({ id: 7, meta: { a: 'string' } })
  })

  it('lets scalar parts refine the node', () => {
    expect(example({ type: 'string', allOf: [{ format: 'email' }] })).toBe('user@example.com')
    expect(example({ allOf: [{ type: 'string' }, { format: 'date' }] })).toBe('2024-01-01')
    expect(example({ allOf: [{ type: 'string', examples: ['x'] }, { description: 'y' }] })).toBe(
      'x',
    )
  })

  it.each(['oneOf', 'anyOf'] as const)('%s takes the first alternative', (keyword) => {
    expect(example({ [keyword]: [{ type: 'integer' }, { type: 'string' }] })).toBe(0)
  })

  it.each(['oneOf', 'anyOf'] as const)('%s skips null alternatives', (keyword) => {
    const schemas = { Nothing: { type: 'null' } }
    expect(
      example({ [keyword]: [{ type: 'null' }, { $ref: 'Nothing' }, { type: 'string' }] }, schemas),
    ).toBe('string')
    expect(example({ [keyword]: [{ type: 'null' }] })).toBeNull()
  })

  it('merges properties beside oneOf with the alternative', () => {
    const schema: SchemaNode = {
      type: 'object',
      properties: { kind: { type: 'string' } },
      oneOf: [{ properties: { size: { type: 'integer' } } }],
    }
    expect(example(schema)).toEqual({ size: 0, kind: 'string' })
  })

  describe('discriminator', () => {
    const pets: Record<string, SchemaNode> = {
      Pet: {
        type: 'object',
        properties: { petType: { type: 'string' }, name: { type: 'string' } },
        discriminator: { propertyName: 'petType', mapping: { cat: 'Cat' } },
      },
      Cat: { allOf: [{ $ref: 'Pet' }, { properties: { meows: { type: 'boolean' } } }] },
      Dog: { allOf: [{ $ref: 'Pet' }] },
      Written: { allOf: [{ $ref: 'Pet' }], examples: [{ petType: 'mine' }] },
      Shown: { discriminator: { propertyName: 'petType' }, examples: [{ petType: 'x', n: 1 }] },
      Kitten: { allOf: [{ $ref: 'Shown' }] },
    }

    it('names the chosen alternative of a oneOf by its mapping key, or its name', () => {
      const discriminator = { propertyName: 'kind', mapping: { big: 'Dog' } }
      expect(
        example({ oneOf: [{ $ref: 'Cat' }], discriminator: { propertyName: 'kind' } }, pets),
      ).toEqual({
        petType: 'cat',
        name: 'string',
        meows: true,
        kind: 'Cat',
      })
      expect(example({ oneOf: [{ $ref: 'Dog' }], discriminator }, pets)).toMatchObject({
        kind: 'big',
      })
    })

    it('names a schema that inherits the discriminator through allOf', () => {
      expect(example({ $ref: 'Cat' }, pets)).toEqual({
        petType: 'cat',
        name: 'string',
        meows: true,
      })
      expect(example({ $ref: 'Dog' }, pets)).toEqual({ petType: 'Dog', name: 'string' })
    })

    it('leaves an example written in the description as it is', () => {
      const before = structuredClone(pets)
      expect(example({ $ref: 'Written' }, pets)).toEqual({ petType: 'mine' })
      expect(
        example({ oneOf: [{ $ref: 'Written' }], discriminator: { propertyName: 'x' } }, pets),
      ).toEqual({
        petType: 'mine',
      })
      expect(example({ $ref: 'Kitten' }, pets)).toEqual({ petType: 'Kitten', n: 1 })
      expect(pets).toEqual(before)
    })
  })

  describe('the alternative the reader chose', () => {
    const shapes: Record<string, SchemaNode> = {
      Circle: { type: 'object', properties: { kind: { type: 'string' }, r: { type: 'number' } } },
      Square: {
        type: 'object',
        properties: { kind: { type: 'string' }, side: { type: 'integer' } },
      },
      Shape: {
        oneOf: [{ $ref: 'Circle' }, { $ref: 'Square' }],
        discriminator: { propertyName: 'kind', mapping: { round: 'Circle', square: 'Square' } },
      },
    }
    const choosing = (choice: Map<SchemaNode, number>) => (node: SchemaNode) => choice.get(node)

    it('follows the choice of each node, tagging the discriminator with its mapping key', () => {
      const choose = choosing(new Map([[shapes.Shape!, 1]]))
      expect(
        exampleFromSchema({ $ref: 'Shape' }, shapes, { direction: 'request', choose }),
      ).toEqual({ kind: 'square', side: 0 })
      expect(exampleFromSchema({ $ref: 'Shape' }, shapes, { direction: 'request' })).toEqual({
        kind: 'round',
        r: 0,
      })
    })

    it('chooses per node: a list of shapes and a single one each follow their own', () => {
      const pair: SchemaNode = {
        type: 'object',
        properties: {
          first: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
          second: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        },
      }
      const choose = choosing(new Map([[pair.properties!.second!, 1]]))
      expect(exampleFromSchema(pair, {}, { direction: 'response', choose })).toEqual({
        first: 'string',
        second: 0,
      })
    })

    it('falls back to the first alternative that is not null for a choice out of range', () => {
      const node: SchemaNode = { oneOf: [{ type: 'null' }, { type: 'boolean' }] }
      const choose = () => 7
      expect(exampleFromSchema(node, {}, { direction: 'response', choose })).toBe(true)
    })
  })
})

describe('$ref', () => {
  it('follows a reference by name', () => {
    expect(example({ $ref: 'Day' }, { Day: { type: 'string', format: 'date' } })).toBe('2024-01-01')
  })

  it('gives no example for an unknown name', () => {
    expect(example({ $ref: 'Missing' })).toBeUndefined()
    expect(example({ type: 'array', items: { $ref: 'Missing' } })).toEqual([])
  })

  it('finds only the dictionary’s own names, not inherited ones', () => {
    expect(example({ $ref: 'constructor' })).toBeUndefined()
    expect(example({ $ref: 'toString' })).toBeUndefined()
    const inherited = Object.create({ Name: { type: 'string' } }) as Record<string, SchemaNode>
    expect(example({ $ref: 'Name' }, inherited)).toBeUndefined()
  })
})

describe('recursion', () => {
  const schemas: Record<string, SchemaNode> = {
    Node: {
      type: 'object',
      properties: { value: { type: 'integer' }, next: { $ref: 'Node' } },
    },
    Tree: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: 'Tree' } },
      },
    },
    A: { type: 'object', properties: { b: { $ref: 'B' }, name: { type: 'string' } } },
    B: {
      type: 'object',
      properties: { a: { $ref: 'A' }, list: { type: 'array', items: { $ref: 'A' } } },
    },
    Loop: { allOf: [{ $ref: 'Loop' }, { properties: { x: { type: 'integer' } } }] },
    Either: { oneOf: [{ $ref: 'Either' }] },
    Ping: { allOf: [{ $ref: 'Pong' }] },
    Pong: { anyOf: [{ $ref: 'Ping' }] },
    Chain: { $ref: 'Chain' },
  }

  it('cuts a recursive object property to {}', () => {
    expect(example({ $ref: 'Node' }, schemas)).toEqual({ value: 0, next: {} })
  })

  it('cuts a recursive array to []', () => {
    expect(example({ $ref: 'Tree' }, schemas)).toEqual({ name: 'string', children: [] })
  })

  it('cuts at the component itself when given its schema object', () => {
    expect(example(schemas.Tree!, schemas)).toEqual({ name: 'string', children: [] })
  })

  it('cuts mutually recursive schemas', () => {
    expect(example({ $ref: 'A' }, schemas)).toEqual({ b: { a: {}, list: [] }, name: 'string' })
    expect(example({ $ref: 'B' }, schemas)).toEqual({
      a: { b: {}, name: 'string' },
      list: [{ b: {}, name: 'string' }],
    })
  })

  it('cuts cycles through allOf, oneOf, anyOf and bare $refs', () => {
    expect(example({ $ref: 'Loop' }, schemas)).toEqual({ x: 0 })
    expect(example({ $ref: 'Either' }, schemas)).toBeUndefined()
    expect(example({ $ref: 'Ping' }, schemas)).toBeUndefined()
    expect(example({ $ref: 'Chain' }, schemas)).toBeUndefined()
  })

  it('cuts a cycle of objects in memory', () => {
    const node: SchemaNode = { type: 'object', properties: {} }
    node.properties!.self = node
    node.allOf = [node]
    expect(example(node)).toEqual({ self: {} })
  })

  it('empties objects and arrays past maxDepth', () => {
    const deep = (levels: number): SchemaNode =>
      levels ? { type: 'object', properties: { in: deep(levels - 1) } } : { type: 'integer' }
    expect(example(deep(2), {}, 'response', 1)).toEqual({ in: {} })
    expect(example(deep(1), {}, 'response', 0)).toEqual({})
    expect(
      example({ type: 'array', items: { type: 'array', items: {} } }, {}, 'response', 1),
    ).toEqual([])
    expect(JSON.stringify(example(deep(20)))).toBe(`${'{"in":'.repeat(8)}{}${'}'.repeat(8)}`)
  })

  it('stays bounded on wide schemas that link to each other', () => {
    const schemas: Record<string, SchemaNode> = {}
    const names = Array.from({ length: 12 }, (_, index) => `S${index}`)
    for (const name of names) {
      const properties = Object.fromEntries(names.map((other) => [other, { $ref: other }]))
      schemas[name] = { type: 'object', properties }
    }
    const value = example({ $ref: 'S0' }, schemas) as Record<string, Record<string, unknown>>
    const text = JSON.stringify(value)
    // 12 levels deep with 12 links each would be 12^8 objects without a budget.
    expect(text.length).toBeLessThan(20_000)
    expect(text.startsWith('{"S0":{},"S1":{"S0":{},"S1":{},"S2":{')).toBe(true)
    // Made shallower until it fits, not cut short: the last link is as full as the second.
    expect(Object.keys(value)).toEqual(names)
    expect(Object.keys(value.S11!)).toEqual(names)
    expect(JSON.stringify(value.S11).length).toBe(JSON.stringify(value.S1).length)
  })
})

describe('random schemas', () => {
  const names = ['A', 'B', 'C', 'D', 'E'] as const
  const { node } = fc.letrec<{ node: SchemaNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record(
        {
          type: fc.constantFrom(
            'string',
            'integer',
            'number',
            'boolean',
            'null',
            'object',
            'array',
          ),
          format: fc.constantFrom('date', 'email', 'uuid', 'binary', 'constructor'),
          minimum: fc.double({ noNaN: true, noDefaultInfinity: true }),
          exclusiveMaximum: fc.oneof(
            fc.boolean(),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
          ),
          multipleOf: fc.double({ min: 1e-9, max: 1e6, noNaN: true }),
          minLength: fc.nat(30),
          maxLength: fc.nat(30),
          examples: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }),
          enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
          readOnly: fc.boolean(),
          writeOnly: fc.boolean(),
          circular: fc.constant(true),
        },
        { requiredKeys: [] },
      ),
      fc.record({ $ref: fc.constantFrom(...names, 'Missing', '__proto__') }),
      fc.record(
        {
          type: fc.constant('object'),
          properties: fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__'), tie('node'), {
            maxKeys: 3,
          }),
          additionalProperties: fc.oneof(fc.boolean(), tie('node')),
          readOnly: fc.boolean(),
          discriminator: fc.record({
            propertyName: fc.constantFrom('a', 'kind'),
            mapping: fc.dictionary(fc.string({ maxLength: 3 }), fc.constantFrom(...names)),
          }),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          type: fc.constant('array'),
          items: tie('node'),
          prefixItems: fc.array(tie('node'), { maxLength: 3 }),
          minItems: fc.nat(5),
          uniqueItems: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          allOf: fc.array(tie('node'), { maxLength: 3 }),
          oneOf: fc.array(tie('node'), { maxLength: 3 }),
          anyOf: fc.array(tie('node'), { maxLength: 3 }),
          not: tie('node'),
        },
        { requiredKeys: [] },
      ),
    ),
  }))
  const schemas = fc.record(
    Object.fromEntries(names.map((name) => [name, node])) as Record<
      (typeof names)[number],
      fc.Arbitrary<SchemaNode>
    >,
  )

  it('terminates with a JSON value, or no example, for any schemas linked by $ref', () => {
    fc.assert(
      fc.property(
        node,
        schemas,
        fc.constantFrom<ExampleDirection>('request', 'response'),
        fc.option(fc.nat(10), { nil: undefined }),
        (schema, schemas, direction, maxDepth) => {
          const value = example(schema, schemas, direction, maxDepth)
          expect(value === undefined || isJson(value)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
