// Swagger 2.0's collectionFormat, as swagger2openapi converts it on load, reaches the try-it as
// the OpenAPI 3 style that replaces it (OpenAPI 3.2 section 4.8.12.3, "Style Values": form for
// csv and multi, spaceDelimited for ssv, pipeDelimited for pipes); tsv, which OpenAPI 3 dropped,
// as the playground's tabDelimited.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../description/load'
import { buildSpecModel } from './spec'

describe('Swagger 2.0 collectionFormat', () => {
  it('maps csv, ssv, tsv, pipes and multi onto styles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpad-collection-'))
    const param = (name: string, format: string, where = 'query') =>
      `        - { in: ${where}, name: ${name}, type: array, items: { type: string }, collectionFormat: ${format}${where === 'path' ? ', required: true' : ''} }`
    writeFileSync(
      join(dir, 'swagger.yaml'),
      [
        "swagger: '2.0'",
        'info: { title: Old, version: "1" }',
        'paths:',
        '  /items/{p}:',
        '    get:',
        '      parameters:',
        param('csv', 'csv'),
        param('ssv', 'ssv'),
        param('tsv', 'tsv'),
        param('pipes', 'pipes'),
        param('multi', 'multi'),
        param('p', 'csv', 'path'),
        param('h', 'csv', 'header'),
        '      responses: { 200: { description: ok } }',
      ].join('\n'),
    )
    const model = buildSpecModel(
      await loadSpec({ name: 'old', spec: 'swagger.yaml', prefix: '/old' }, dir),
    )
    const styles = Object.fromEntries(
      model.operations[0]!.parameters.map((p) => [p.name, [p.in, p.style, p.explode]]),
    )
    expect(styles).toEqual({
      csv: ['query', 'form', false],
      ssv: ['query', 'spaceDelimited', undefined],
      tsv: ['query', 'tabDelimited', undefined],
      pipes: ['query', 'pipeDelimited', undefined],
      // form is the default style of a query parameter.
      multi: ['query', undefined, true],
      p: ['path', 'simple', undefined],
      h: ['header', 'simple', undefined],
    })
  })
})
