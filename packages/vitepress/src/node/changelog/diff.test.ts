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
    ({ kind, method, path, text, breaking }) => ({ kind, op: `${method} ${path}`, text, breaking }),
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
      { kind: 'operation-added', op: 'get /pets/{id}', text: 'operation added', breaking: false },
      { kind: 'operation-removed', op: 'post /pets', text: 'operation removed', breaking: true },
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
        kind: 'parameter-added',
        op: 'get /pets',
        text: 'parameter query "sort" added',
        breaking: false,
      },
      {
        kind: 'parameter-added',
        op: 'get /pets',
        text: 'parameter header "X-Key" added (required)',
        breaking: true,
      },
    ])
    expect(changes((doc) => list(doc).pop())).toMatchObject([
      { kind: 'parameter-removed', breaking: false },
    ])
    expect(changes((doc) => (list(doc)[0]!.required = true))).toEqual([
      {
        kind: 'parameter-required',
        op: 'get /pets',
        text: 'parameter query "limit" is now required',
        breaking: true,
      },
    ])
  })

  it('a parameter made optional, or its type widened, is not breaking; narrowed is', () => {
    const before = base()
    ;(before.paths['/pets']!.get!.parameters as JsonObject[])[0]!.required = true
    const after = base()
    ;(after.paths['/pets']!.get!.parameters as JsonObject[])[0]!.schema = { type: 'number' }
    expect(diffSpecs(indexDocument(before), indexDocument(after))).toMatchObject([
      { kind: 'parameter-optional', breaking: false },
      {
        kind: 'parameter-schema',
        text: 'parameter query "limit": type changed from integer to number',
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
        kind: 'response-schema',
        op: 'get /pets',
        text: 'response 200 (application/json)[]: property "status" removed',
        breaking: true,
      },
    ])
    expect(changes((doc) => (schemas(doc).Owner!.properties.email = { type: 'string' }))).toEqual([
      {
        kind: 'response-schema',
        op: 'get /pets',
        text: 'response 200 (application/json)[].owner: property "email" added',
        breaking: false,
      },
    ])
  })

  it('response enums and types: an added value or a changed type is breaking, a removed value is not', () => {
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.status!.enum = ['available'])),
    ).toMatchObject([
      { text: expect.stringContaining('enum value "sold" removed'), breaking: false },
    ])
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.status!.enum = ['available', 'sold', 'x'])),
    ).toMatchObject([{ text: expect.stringContaining('enum value "x" added'), breaking: true }])
    expect(
      changes((doc) => (schemas(doc).Pet!.properties.name = { type: 'integer' })),
    ).toMatchObject([
      { text: expect.stringContaining('type changed from string to integer'), breaking: true },
    ])
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
        kind: 'request-schema',
        op: 'post /pets',
        text: 'request body (application/json): property "tag" is now required',
        breaking: true,
      },
      {
        kind: 'request-schema',
        op: 'post /pets',
        text: 'request body (application/json): property "age" added',
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
      {
        kind: 'request-body',
        op: 'get /pets',
        text: 'request body added (required)',
        breaking: true,
      },
      { kind: 'response-added', op: 'get /pets', text: 'response 404 added', breaking: false },
      { kind: 'response-removed', op: 'post /pets', text: 'response 201 removed', breaking: false },
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
      { kind: 'operation-added', method: 'post', path: 'born', text: 'webhook added' },
      { kind: 'operation-removed', path: 'gone', text: 'webhook removed', breaking: true },
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
