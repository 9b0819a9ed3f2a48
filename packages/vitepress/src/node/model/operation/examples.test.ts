import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../../description/load'
import { parameterText } from './examples'
import { buildSpecModel, operationPageData } from '../spec'

const site = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))

async function variants() {
  return buildSpecModel(
    await loadSpec({ name: 'variants', spec: 'specs/variants.yaml', prefix: '/variants' }, site),
  )
}

describe('named examples (OpenAPI 3.x)', () => {
  it('keeps every example of a request and a response with its key and summary, in order', async () => {
    const model = await variants()
    const replace = model.operations.find((op) => op.operationId === 'replacePet')!
    const body = replace.requestBody!.content[0]!
    // `externalValue` alone (an absolute URL) is not among the examples: it is linked instead.
    expect(body.examples).toEqual([
      {
        name: 'sleepyCat',
        summary: 'A sleepy cat',
        value: { petType: 'cat', name: 'Tom', sleeps: 20 },
      },
      {
        name: 'goodDog',
        summary: 'A good dog',
        value: { petType: 'dog', name: 'Rex', barks: true, breed: 'collie' },
      },
    ])
    expect(body.externalExamples).toEqual([
      { name: 'external', summary: 'Only a link, not shown', url: 'https://example.com/pet.json' },
    ])
    const add = model.operations.find((op) => op.operationId === 'addPet')!
    expect(add.responses[0]!.content[0]!.examples.map((e) => e.summary)).toEqual([
      'A cat as stored',
      'A dog as stored',
    ])
  })

  it("gives a parameter's named examples as the try-it field's text, the first as its value", async () => {
    const model = await variants()
    const replace = model.operations.find((op) => op.operationId === 'replacePet')!
    const [petId, fields] = replace.parameters
    expect(petId).toMatchObject({
      example: '7',
      examples: [
        { name: 'small', summary: 'A small id', value: '7' },
        { name: 'big', summary: 'A big id', value: '123456' },
      ],
    })
    // An example without a summary is offered by its key.
    expect(fields!.examples).toEqual([
      { name: 'few', summary: 'Name only', value: 'name' },
      { name: 'many', value: 'name,petType' },
    ])
  })

  it('generates one example, for the first variant, where the description gives none', async () => {
    const model = await variants()
    const add = model.operations.find((op) => op.operationId === 'addPet')!
    expect(add.requestBody!.content[0]!.examples).toEqual([
      { name: 'example', value: { petType: 'cat', name: 'string', sleeps: 0 }, generated: true },
    ])
    // The mapping's pointers become schema names, which the page resolves and labels by.
    expect(model.schemas.Pet!.discriminator).toEqual({
      propertyName: 'petType',
      mapping: { cat: 'Cat', dog: 'Dog', lizard: 'Lizard' },
    })
  })

  it('ships every variant once, as a component schema, not once per place it is used', async () => {
    const model = await variants()
    const add = model.operations.find((op) => op.operationId === 'addPet')!
    const page = operationPageData(model, add)
    expect(Object.keys(page.schemas).sort()).toEqual(['Cat', 'Dog', 'Lizard', 'Pet'])
    const json = JSON.stringify(page)
    // Cat's schema, the request example generated for the first variant, the response's own
    // cat; no example per variant (the browser makes one when the reader picks a variant).
    expect(json.split('"sleeps"').length - 1).toBe(3)
    expect(json.split('"scales"').length - 1).toBe(1)
  })
})

describe('Swagger 2.0 examples', () => {
  it("keeps a response example per media type and a body parameter's x-examples", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpad-examples-'))
    writeFileSync(
      join(dir, 'swagger.yaml'),
      [
        "swagger: '2.0'",
        'info: { title: Old, version: "1" }',
        'paths:',
        '  /items:',
        '    post:',
        '      consumes: [application/json]',
        '      produces: [application/json, application/xml]',
        '      parameters:',
        '        - in: body',
        '          name: body',
        '          schema: { type: object }',
        '          x-examples: { application/json: { name: written } }',
        '        - { in: query, name: q, type: string, x-example: hello }',
        '      responses:',
        '        200:',
        '          description: ok',
        '          schema: { type: object }',
        '          examples:',
        '            application/json: { id: 1 }',
        '            application/xml: \'<item id="1"/>\'',
      ].join('\n'),
    )
    const model = buildSpecModel(
      await loadSpec({ name: 'old', spec: 'swagger.yaml', prefix: '/old' }, dir),
    )
    const op = model.operations[0]!
    expect(op.parameters[0]).toMatchObject({ name: 'q', example: 'hello' })
    expect(op.requestBody!.content[0]!.examples).toEqual([
      { name: 'example', value: { name: 'written' } },
    ])
    const byType = Object.fromEntries(
      op.responses[0]!.content.map((media) => [media.type, media.examples.map((e) => e.value)]),
    )
    expect(byType).toEqual({
      'application/json': [{ id: 1 }],
      'application/xml': ['<item id="1"/>'],
    })
  })
})

describe('parameterText', () => {
  it('writes values as a form field takes them', () => {
    expect(parameterText('a b')).toBe('a b')
    expect(parameterText(7)).toBe('7')
    expect(parameterText([1, 'x'])).toBe('1,x')
    expect(parameterText({ a: 1 })).toBe('{"a":1}')
    expect(parameterText(null)).toBeUndefined()
  })
})
