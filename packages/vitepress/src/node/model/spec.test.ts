import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec, type LoadedSpec } from '../description/load'
import { generatedDescription } from './generated-spec'
import {
  buildSpecModel,
  operationPageData,
  schemaPageData,
  specIndexData,
  USED_BY_LISTED,
} from './spec'

const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))
const examples = fileURLToPath(
  new URL('../../../../../node_modules/@readme/oas-examples/', import.meta.url),
)

async function model(name: string, spec: string, root = site, server?: string) {
  return buildSpecModel(
    await loadSpec({ name, spec, prefix: `/${name}`, ...(server ? { server } : {}) }, root),
  )
}

describe('buildSpecModel on the fixture site specs', () => {
  it('normalizes operations with ids, slugs, parameters and bodies (OpenAPI 3.0, YAML)', async () => {
    const pets = await model('pets', 'specs/pets.yaml')
    expect(pets.ref).toEqual({
      name: 'pets',
      label: 'Swagger Petstore',
      prefix: '/pets',
      download: '/pets/pets.yaml',
    })
    // The `mock` option reaches the page data only when set.
    const mocked = buildSpecModel(
      await loadSpec(
        { name: 'pets', spec: 'specs/pets.yaml', prefix: '/pets', mock: 'default' },
        site,
      ),
    )
    expect(mocked.ref.mock).toBe('default')
    expect(pets.operations.map((op) => op.id)).toEqual([
      'pets.listPets',
      'pets.createPet',
      'pets.getPet',
      'pets.deletePet',
      'pets.uploadPhoto',
      'pets.getInventory',
      'pets.get-health',
    ])
    const getPet = pets.operations.find((op) => op.operationId === 'getPet')!
    // The path-level parameter applies, with its example as the try-it value.
    expect(getPet.parameters).toEqual([
      expect.objectContaining({ name: 'petId', in: 'path', required: true, example: '42' }),
    ])
    expect(getPet.security).toEqual([[{ scheme: 'bearerAuth', scopes: [] }]])
    expect(pets.operations.find((op) => op.operationId === 'getInventory')!.security).toEqual([])
    // The external $ref of the shared Error response was bundled in.
    const notFound = getPet.responses.find((r) => r.status === '404')!
    expect(notFound.content[0]!.schema).toBeDefined()
  })

  it('sanitizes raw HTML in descriptions', async () => {
    const pets = await model('pets', 'specs/pets.yaml')
    expect(pets.description).toContain('<strong>Markdown</strong>')
    expect(pets.description).not.toContain('<script>')
    expect(pets.description).not.toContain('alert(')
  })

  it('groups untagged operations by their first path segment, after the declared tags', async () => {
    const pets = await model('pets', 'specs/pets.yaml')
    expect(pets.tags.map((tag) => [tag.name, tag.operations.length])).toEqual([
      ['pets', 5],
      ['store', 1],
      ['health', 1],
    ])
  })

  it('puts a configured server first', async () => {
    const pets = await model('pets', 'specs/pets.yaml', site, 'http://127.0.0.1:1/echo')
    expect(pets.operations[0]!.servers.map((s) => s.url)).toEqual([
      'http://127.0.0.1:1/echo',
      'https://{region}.pets.example.com/v1',
    ])
    expect(pets.operations[0]!.servers[1]!.variables).toEqual([
      { name: 'region', default: 'eu', enum: ['eu', 'us'] },
    ])
  })

  it('keeps component schemas by name and generates examples without readOnly in requests', async () => {
    const pets = await model('pets', 'specs/pets.yaml')
    const create = pets.operations.find((op) => op.operationId === 'createPet')!
    expect(create.requestBody!.content[0]!.examples[0]).toEqual({
      name: 'cat',
      summary: 'A cat',
      value: { name: 'Tom', tag: 'cat' },
    })
    const created = create.responses[0]!.content[0]!
    expect(created.schema).toEqual({ $ref: 'Pet' })
    expect(created.examples[0]!.generated).toBe(true)
    expect(created.examples[0]!.value).toMatchObject({ id: expect.any(Number), name: 'Rex' })
    const page = operationPageData(pets, create)
    expect(Object.keys(page.schemas).sort()).toEqual(['Category', 'Pet'])
    expect(page.schemaLinks).toEqual({
      Pet: '/schemas/pets/Pet',
      Category: '/schemas/pets/Category',
    })
    expect(page.securitySchemes.map((s) => s.key)).toEqual(['bearerAuth'])
  })

  it('lists the operations that use a schema, directly or through another', async () => {
    const pets = await model('pets', 'specs/pets.yaml')
    const category = schemaPageData(pets, 'Category')
    expect(category.usedBy.map((op) => op.id)).toEqual([
      'pets.listPets',
      'pets.createPet',
      'pets.getPet',
    ])
    expect(category.schema.properties?.parent).toEqual({ $ref: 'Category' })
  })

  it("lists a schema's first users and counts the rest (an error schema used everywhere)", () => {
    const text = JSON.stringify(generatedDescription(120))
    const gen = buildSpecModel({
      entry: { name: 'gen', spec: 'gen.json', prefix: '/gen' },
      file: '/gen.json',
      text,
      document: JSON.parse(text) as LoadedSpec['document'],
      sourceVersion: '3.0.3',
    })
    const error = schemaPageData(gen, 'error')
    // The model keeps no more than the page lists: Microsoft Graph's lists were half its model.
    expect(gen.usedBy.error).toHaveLength(USED_BY_LISTED)
    expect(gen.usedByCount?.error).toBe(120)
    expect(error.usedBy).toEqual(gen.usedBy.error)
    expect(error.usedBy[0]!.id).toBe(gen.operations[0]!.id)
    expect(error.usedByCount).toBe(120)
    // A schema used by fewer has its whole list, and no count.
    const pets = schemaPageData(gen, 'kind3')
    expect(pets.usedBy.length).toBeLessThan(USED_BY_LISTED)
    expect(pets.usedByCount).toBeUndefined()
  })

  it('reads OpenAPI 3.1 JSON: type arrays, oneOf, apiKey, +json with a charset', async () => {
    const admin = await model('admin', 'specs/admin.json')
    expect(admin.schemas.User?.properties?.nickname?.type).toEqual(['string', 'null'])
    expect(admin.schemas.User?.properties?.profile?.oneOf).toEqual([
      { $ref: 'Person' },
      { $ref: 'Bot' },
    ])
    expect(admin.securitySchemes).toEqual([
      { key: 'apiKey', type: 'apiKey', in: 'header', name: 'X-API-Key' },
    ])
    const audit = admin.operations.find((op) => op.operationId === 'getAudit')!
    expect(audit.responses[0]!.content[0]!.type).toBe('application/vnd.audit+json; charset=utf-8')
    const index = specIndexData(admin)
    expect(index.tags.map((t) => t.name)).toEqual(['users', 'audit'])
  })
})

describe('buildSpecModel on public example specs (@readme/oas-examples)', () => {
  const cases = [
    ['3.0/yaml/petstore-expanded.yaml', 4],
    ['3.0/yaml/circular.yaml', undefined],
    ['3.0/yaml/polymorphism.yaml', undefined],
    ['3.0/yaml/server-variables.yaml', undefined],
    ['3.0/yaml/security.yaml', undefined],
    ['3.0/yaml/file-uploads.yaml', undefined],
    ['3.1/json/train-travel.json', undefined],
    ['3.1/json/webhooks.json', undefined],
    ['2.0/json/petstore.json', undefined],
    ['2.0/json/schema-circular.json', undefined],
  ] as const
  it.each(cases)('%s loads into a model whose pages serialize', async (file, operations) => {
    const spec = await model('ex', file, examples)
    if (operations !== undefined) expect(spec.operations).toHaveLength(operations)
    for (const operation of spec.operations) {
      const page = operationPageData(spec, operation)
      expect(() => JSON.stringify(page)).not.toThrow()
      expect(page.operation.id.startsWith('ex.')).toBe(true)
    }
    for (const name of Object.keys(spec.schemas))
      expect(() => JSON.stringify(schemaPageData(spec, name))).not.toThrow()
  })

  it('shows every security scheme kind with its details', async () => {
    const spec = await model('sec', '3.0/yaml/security.yaml', examples)
    const types = new Set(spec.securitySchemes.map((s) => s.type))
    expect(types).toEqual(new Set(['http', 'apiKey', 'oauth2', 'openIdConnect']))
    const oauth = spec.securitySchemes.find((s) => s.type === 'oauth2')
    expect(oauth && 'flows' in oauth && oauth.flows.length).toBeGreaterThan(0)
  })
})
