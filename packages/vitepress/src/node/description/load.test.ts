import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SpecError } from '../errors'
import { loadSpec, mayHaveExternalRef } from './load'
import { buildSpecModel } from '../model/spec'

const dir = mkdtempSync(join(tmpdir(), 'vpad-load-'))
const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text)
  return name
}
const entry = (spec: string) => ({ name: 'demo', spec, prefix: '/demo' })

async function failure(spec: string): Promise<SpecError> {
  try {
    await loadSpec(entry(spec), dir)
  } catch (error) {
    expect(error).toBeInstanceOf(SpecError)
    return error as SpecError
  }
  throw new Error('expected loadSpec to fail')
}

describe('mayHaveExternalRef', () => {
  it('sees a reference to another file, in JSON and in YAML', () => {
    expect(mayHaveExternalRef('{"$ref": "./shared.yaml#/Thing"}')).toBe(true)
    expect(mayHaveExternalRef("schema: { $ref: './shared.yaml#/Thing' }")).toBe(true)
    expect(mayHaveExternalRef('schema:\n  $ref: shared.yaml#/Thing\n')).toBe(true)
  })

  it('passes over internal refs and paths that end in $ref (Microsoft Graph)', () => {
    expect(mayHaveExternalRef('{"$ref": "#/components/schemas/Thing"}')).toBe(false)
    const graph = '{"paths":{"/groups/{id}/members/$ref":{"description":"x","get":{}}}}'
    expect(mayHaveExternalRef(graph)).toBe(false)
    expect(mayHaveExternalRef('{"/a/$ref": [1]}')).toBe(false)
  })
})

describe('loadSpec', () => {
  it('names a missing file', async () => {
    const error = await failure('nope.yaml')
    expect(error.message).toContain('spec "demo"')
    expect(error.message).toContain('nope.yaml')
    expect(error.message).toContain('does not exist')
  })

  it('reports invalid YAML with line and column', async () => {
    const error = await failure(
      write('bad.yaml', 'openapi: 3.0.0\ninfo:\n  title: [unclosed\npaths: {}\n'),
    )
    expect(error.message).toMatch(/bad\.yaml:\d+:\d+\): invalid YAML/)
    expect(error.position?.line).toBeGreaterThanOrEqual(3)
  })

  it('reports an unclosed quote at the line where it opens, not at the end of the file', async () => {
    const lines = ['openapi: 3.0.0', 'info:', '  title: "Pets', '  version: 1.0.0', 'paths: {}']
    const error = await failure(write('quote.yaml', `${lines.join('\n')}\n`))
    expect(error.message).toContain('quote.yaml:3:10): invalid YAML: Missing closing "quote')
    expect(error.position).toEqual({ line: 3, column: 10 })
  })

  it('reports invalid JSON with line and column', async () => {
    const error = await failure(write('bad.json', '{\n  "openapi": "3.1.0",\n  "info": {,\n}'))
    expect(error.message).toMatch(/bad\.json:3:\d+\): invalid JSON/)
  })

  it('refuses a file that is not an OpenAPI description', async () => {
    const error = await failure(write('other.yaml', 'name: not a spec\n'))
    expect(error.message).toContain('not an OpenAPI 3.0/3.1/3.2 or Swagger 2.0 description')
  })

  it('bundles external refs and keeps component names', async () => {
    write('shared.yaml', 'Thing:\n  type: object\n  properties:\n    id: { type: string }\n')
    const file = write(
      'external.yaml',
      [
        'openapi: 3.0.3',
        'info: { title: Ext, version: "1" }',
        'paths:',
        '  /things:',
        '    get:',
        '      operationId: listThings',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: { $ref: '#/components/schemas/Thing' }",
        'components:',
        '  schemas:',
        "    Thing: { $ref: './shared.yaml#/Thing' }",
      ].join('\n'),
    )
    const loaded = await loadSpec(entry(file), dir)
    expect(loaded.bundled).toBe(true)
    const model = buildSpecModel(loaded)
    const op = model.operations[0]!
    expect(op.responses[0]!.content[0]!.schema).toEqual({ $ref: 'Thing' })
    expect(model.schemas.Thing?.properties?.id?.type).toBe('string')
  })

  it('fails on an unresolved internal ref with its line', async () => {
    const file = write(
      'unresolved.yaml',
      [
        'openapi: 3.0.3',
        'info: { title: X, version: "1" }',
        'paths:',
        '  /a:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: { $ref: '#/components/schemas/Missing' }",
      ].join('\n'),
    )
    const loaded = await loadSpec(entry(file), dir)
    let error: unknown
    try {
      buildSpecModel(loaded)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SpecError)
    expect((error as Error).message).toContain(
      '$ref "#/components/schemas/Missing" does not resolve',
    )
    expect((error as SpecError).position?.line).toBe(11)
  })

  it('fails on an operation id used twice, naming both operations', async () => {
    const file = write(
      'dupe.yaml',
      [
        'openapi: 3.0.3',
        'info: { title: X, version: "1" }',
        'paths:',
        '  /a: { get: { operationId: same, responses: {} } }',
        '  /b: { post: { operationId: same, responses: {} } }',
      ].join('\n'),
    )
    const loaded = await loadSpec(entry(file), dir)
    expect(() => buildSpecModel(loaded)).toThrow(
      /operationId "same" of POST \/b is already used by GET \/a/,
    )
  })

  it('converts Swagger 2.0', async () => {
    const file = write(
      'swagger.yaml',
      [
        "swagger: '2.0'",
        'info: { title: Old, version: "1" }',
        'host: api.example.com',
        'basePath: /v1',
        'schemes: [https]',
        'paths:',
        '  /items:',
        '    post:',
        '      operationId: addItem',
        '      consumes: [application/json]',
        '      parameters:',
        '        - { in: body, name: body, schema: { $ref: "#/definitions/Item" } }',
        '      responses: { 200: { description: ok } }',
        'definitions:',
        '  Item: { type: object, properties: { name: { type: string } } }',
      ].join('\n'),
    )
    const loaded = await loadSpec(entry(file), dir)
    expect(loaded.sourceVersion).toBe('2.0')
    const model = buildSpecModel(loaded)
    const op = model.operations[0]!
    expect(op.servers[0]?.url).toBe('https://api.example.com/v1')
    expect(op.requestBody?.content[0]).toMatchObject({
      type: 'application/json',
      schema: { $ref: 'Item' },
    })
  })

  it('reads OpenAPI 3.2.0, "3.1" without a patch number and unquoted `swagger: 2.0`', async () => {
    const paths = 'paths: { /a: { get: { responses: { 200: { description: ok } } } } }'
    for (const [head, version] of [
      ['openapi: 3.2.0', '3.2.0'],
      ["openapi: '3.1'", '3.1'],
      ['swagger: 2.0', '2.0'],
    ]) {
      const file = write(
        `v-${version}.yaml`,
        `${head}\ninfo: { title: T, version: "1" }\n${paths}\n`,
      )
      const loaded = await loadSpec(entry(file), dir)
      expect(loaded.sourceVersion).toBe(version)
      expect(buildSpecModel(loaded).operations.map((op) => op.path)).toEqual(['/a'])
    }
  })

  it('refuses an unknown major version with its file and line', async () => {
    const error = await failure(
      write('v4.yaml', 'info: { title: T, version: "1" }\nopenapi: 4.0.0\n'),
    )
    expect(error.message).toContain('v4.yaml:2:1')
    expect(error.message).toContain('OpenAPI 4 is not supported')
  })
})
