import { describe, expect, it } from 'vitest'
import { diffSpecs } from './diff'
import { indexSpecText } from './index-text'
import { indexDocument, type JsonObject } from './spec-index'

type Doc = JsonObject & { paths: Record<string, Record<string, JsonObject>> }

/** A small description: one operation reading and writing a Pet. */
function base(): Doc {
  return {
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1.0.0' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
                },
              },
            },
          },
        },
        post: {
          operationId: 'createPet',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPet' } } },
          },
          responses: { '201': { description: 'created' } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            status: { type: 'string', enum: ['available', 'sold'] },
            owner: { $ref: '#/components/schemas/Owner' },
          },
        },
        Owner: {
          type: 'object',
          properties: { id: { type: 'integer' }, friend: { $ref: '#/components/schemas/Owner' } },
        },
        NewPet: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, tag: { type: 'string' } },
        },
      },
    },
  }
}

function changes(edit: (doc: Doc) => void) {
  const after = base()
  edit(after)
  return diffSpecs(indexDocument(base()), indexDocument(after)).map(
    ({ method, path, ...facts }) => ({
      op: `${method} ${path}`,
      ...facts,
    }),
  )
}

const schemas = (doc: Doc) =>
  (doc.components as { schemas: Record<string, { properties: Record<string, JsonObject> }> })
    .schemas

describe('diffSpecs', () => {
  it('finds nothing between equal versions, even with a recursive schema', () => {
    expect(changes(() => {})).toEqual([])
  })

  it('an added operation is not breaking; a removed one is', () => {
    expect(
      changes((doc) => {
        doc.paths['/pets/{id}'] = { get: { responses: { '200': { description: 'ok' } } } }
        delete doc.paths['/pets']!.post
      }),
    ).toEqual([
      { op: 'get /pets/{id}', kind: 'operation-added', what: 'operation-added', breaking: false },
      { op: 'post /pets', kind: 'operation-removed', what: 'operation-removed', breaking: true },
    ])
  })

  it('parameters: added optional, added required, removed, made required, made optional', () => {
    const list = (doc: Doc) => doc.paths['/pets']!.get!.parameters as JsonObject[]
    expect(
      changes((doc) => {
        list(doc).push({ name: 'sort', in: 'query', schema: { type: 'string' } })
        list(doc).push({ name: 'X-Key', in: 'header', required: true, schema: { type: 'string' } })
      }),
    ).toEqual([
      {
        op: 'get /pets',
        kind: 'parameter-added',
        what: 'parameter-added',
        parameter: { in: 'query', name: 'sort' },
        breaking: false,
      },
      {
        op: 'get /pets',
        kind: 'parameter-added',
        what: 'parameter-added',
        parameter: { in: 'header', name: 'X-Key' },
        required: true,
        breaking: true,
      },
    ])
    expect(changes((doc) => list(doc).splice(0))).toEqual([
      {
        op: 'get /pets',
        kind: 'parameter-removed',
        what: 'parameter-removed',
        parameter: { in: 'query', name: 'limit' },
        breaking: false,
      },
    ])
    expect(changes((doc) => (list(doc)[0]!.required = true))).toEqual([
      {
        op: 'get /pets',
        kind: 'parameter-required',
        what: 'parameter-required',
        parameter: { in: 'query', name: 'limit' },
        breaking: true,
      },
    ])
  })

  it('a parameter made optional, or its type widened, is not breaking; narrowed is', () => {
    const before = base()
    ;(before.paths['/pets']!.get!.parameters as JsonObject[])[0]!.required = true
    const after = base()
    ;(after.paths['/pets']!.get!.parameters as JsonObject[])[0]!.schema = { type: 'number' }
    expect(diffSpecs(indexDocument(before), indexDocument(after))).toEqual([
      {
        kind: 'parameter-optional',
        what: 'parameter-optional',
        method: 'get',
        path: '/pets',
        parameter: { in: 'query', name: 'limit' },
        breaking: false,
      },
      {
        kind: 'parameter-schema',
        what: 'type-changed',
        method: 'get',
        path: '/pets',
        at: { part: 'parameter', in: 'query', name: 'limit' },
        from: ['integer'],
        to: ['number'],
        breaking: false,
      },
    ])
    expect(diffSpecs(indexDocument(after), indexDocument(base()))).toMatchObject([
      { kind: 'parameter-schema', breaking: true },
    ])
  })

  it('response fields: removed is breaking, added is not, through $refs', () => {
    expect(changes((doc) => delete schemas(doc).Pet!.properties.status)).toEqual([
      {
        op: 'get /pets',
        kind: 'response-schema',
        what: 'property-removed',
        at: { part: 'response', status: '200', type: 'application/json', field: '[]' },
        name: 'status',
        breaking: true,
      },
    ])
    expect(changes((doc) => (schemas(doc).Owner!.properties.email = { type: 'string' }))).toEqual([
      {
        op: 'get /pets',
        kind: 'response-schema',
        what: 'property-added',
        at: { part: 'response', status: '200', type: 'application/json', field: '[].owner' },
        name: 'email',
        breaking: false,
      },
    ])
  })

  it('response enums and types: an added value or a changed type is breaking, a removed value is not', () => {
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.status!.enum = ['available'])),
    ).toMatchObject([
      { what: 'enum-removed', at: { field: '[].status' }, values: ['"sold"'], breaking: false },
    ])
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.status!.enum = ['available', 'sold', 'x', 2])),
    ).toMatchObject([{ what: 'enum-added', values: ['"x"', '2'], breaking: true }])
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.name = { type: 'integer' })),
    ).toMatchObject([{ what: 'type-changed', from: ['string'], to: ['integer'], breaking: true }])
  })

  it('request bodies: a new required field breaks, a new optional one does not', () => {
    expect(
      changes((doc) => {
        const pet = schemas(doc).NewPet as unknown as JsonObject & { required: string[] }
        pet.required.push('tag')
        ;(pet.properties as JsonObject).age = { type: 'integer' }
      }),
    ).toEqual([
      {
        op: 'post /pets',
        kind: 'request-schema',
        what: 'property-required',
        at: { part: 'body', type: 'application/json' },
        name: 'tag',
        breaking: true,
      },
      {
        op: 'post /pets',
        kind: 'request-schema',
        what: 'property-added',
        at: { part: 'body', type: 'application/json' },
        name: 'age',
        breaking: false,
      },
    ])
  })

  it('responses and request bodies added or removed', () => {
    expect(
      changes((doc) => {
        const get = doc.paths['/pets']!.get!
        ;(get.responses as JsonObject)['404'] = { description: 'none' }
        delete (doc.paths['/pets']!.post!.responses as JsonObject)['201']
        get.requestBody = { required: true, content: {} }
      }),
    ).toEqual([
      { op: 'get /pets', kind: 'request-body', what: 'body-added', required: true, breaking: true },
      {
        op: 'get /pets',
        kind: 'response-added',
        what: 'response-added',
        status: '404',
        breaking: false,
      },
      {
        op: 'post /pets',
        kind: 'response-removed',
        what: 'response-removed',
        status: '201',
        breaking: false,
      },
    ])
  })

  it('media types, bodies, enums and fields in maps say where they are as facts', () => {
    const body = (doc: Doc) => doc.paths['/pets']!.post!.requestBody as JsonObject
    const content = (doc: Doc) => body(doc).content as Record<string, JsonObject>
    expect(
      changes((doc) => {
        content(doc)['application/xml'] = { schema: { type: 'object' } }
        delete content(doc)['application/json']
      }),
    ).toEqual([
      {
        op: 'post /pets',
        kind: 'request-schema',
        what: 'media-type-removed',
        at: { part: 'body' },
        type: 'application/json',
        breaking: true,
      },
      {
        op: 'post /pets',
        kind: 'request-schema',
        what: 'media-type-added',
        at: { part: 'body' },
        type: 'application/xml',
        breaking: false,
      },
    ])
    // A response's field no longer required may be missing: clients that read it break.
    const pet = (doc: Doc) => schemas(doc).Pet as unknown as { required: string[] }
    expect(changes((doc) => pet(doc).required.pop())).toEqual([
      {
        op: 'get /pets',
        kind: 'response-schema',
        what: 'property-sometimes-absent',
        at: { part: 'response', status: '200', type: 'application/json', field: '[]' },
        name: 'name',
        breaking: true,
      },
    ])
    // A request's field that took any value now takes an enum's: what clients sent may be refused.
    const newPet = (doc: Doc) => schemas(doc).NewPet!.properties
    expect(changes((doc) => (newPet(doc).tag!.enum = ['x']))).toMatchObject([
      { what: 'enum-restricted', at: { part: 'body', field: '.tag' }, breaking: true },
    ])
    const tagged = (values: string[]) => {
      const doc = base()
      schemas(doc).Pet!.properties.tags = {
        type: 'object',
        additionalProperties: { type: 'string', enum: values },
      }
      return indexDocument(doc)
    }
    expect(diffSpecs(tagged(['a']), tagged(['a', 'b']))).toMatchObject([
      { what: 'enum-added', at: { field: '[].tags{}' }, values: ['"b"'] },
    ])
    expect(changes((doc) => (body(doc).required = false))).toEqual([])
    expect(changes((doc) => delete doc.paths['/pets']!.post!.requestBody)).toEqual([
      { op: 'post /pets', kind: 'request-body', what: 'body-removed', breaking: false },
    ])
  })

  it('reads JSON text without parsing it whole, with the same result as the parsed document', async () => {
    const after = base()
    delete schemas(after).Pet!.properties.status
    ;(after.info as JsonObject).version = '1.1.0'
    const fromText = await indexSpecText(JSON.stringify(after, null, 2), 'pets.json')
    expect(fromText.summary.version).toBe('1.1.0')
    expect(diffSpecs(await indexSpecText(JSON.stringify(base()), 'pets.json'), fromText)).toEqual(
      diffSpecs(indexDocument(base()), indexDocument(after)),
    )
  })

  it('converts Swagger 2.0 versions before comparing them', async () => {
    const swagger = (required: boolean) =>
      JSON.stringify({
        swagger: '2.0',
        info: { title: 'S', version: '1' },
        paths: {
          '/a': {
            get: {
              parameters: [{ name: 'q', in: 'query', type: 'string', required }],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      })
    const before = await indexSpecText(swagger(false), 's.json')
    const after = await indexSpecText(swagger(true), 's.json')
    expect(diffSpecs(before, after)).toMatchObject([{ kind: 'parameter-required', breaking: true }])
  })

  it('lists webhooks added, removed and changed, marked as webhooks, from text or document', async () => {
    const hook = (extra: JsonObject = {}) => ({
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'ok' } },
        ...extra,
      },
    })
    const before = { ...base(), webhooks: { adopted: hook(), gone: hook() } }
    const after = {
      ...base(),
      webhooks: {
        adopted: hook({ responses: { '200': { description: 'ok' }, '410': { description: 'x' } } }),
        born: hook(),
      },
    }
    const expected = [
      { kind: 'response-added', method: 'post', path: 'adopted', webhook: true },
      { kind: 'operation-added', what: 'operation-added', method: 'post', path: 'born' },
      { kind: 'operation-removed', what: 'operation-removed', path: 'gone', breaking: true },
    ]
    const parsed = diffSpecs(indexDocument(before), indexDocument(after))
    expect(parsed).toMatchObject(expected)
    expect(parsed.every((change) => change.webhook)).toBe(true)
    const scanned = diffSpecs(
      await indexSpecText(JSON.stringify(before), 'hooks.json'),
      await indexSpecText(JSON.stringify(after, null, 2), 'hooks.json'),
    )
    expect(scanned).toEqual(parsed)
  })

  it('marks the changes of hidden (x-internal) operations, for the sites that list them', () => {
    const after = base()
    after.paths['/staff'] = { get: { 'x-internal': true, responses: {} } }
    after.paths['/pets']!.get!.parameters = []
    expect(diffSpecs(indexDocument(base()), indexDocument(after))).toEqual([
      expect.not.objectContaining({ internal: true }),
      expect.objectContaining({ kind: 'operation-added', path: '/staff', internal: true }),
    ])
  })
})
