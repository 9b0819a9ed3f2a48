import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A generated OpenAPI 3.0 description with `operations` operations, each with its own schema. */
export function generatedSpec(operations: number): string {
  const paths: Record<string, unknown> = {}
  const schemas: Record<string, unknown> = {}
  for (let i = 0; i < operations; i++) {
    schemas[`Item${i}`] = {
      type: 'object',
      description: `Item number ${i}, with a **description** long enough to weigh something.`,
      properties: {
        id: { type: 'integer', example: i },
        name: { type: 'string', example: `item ${i}` },
        tags: { type: 'array', items: { type: 'string' } },
      },
    }
    // Chains of ten schemas: each operation reaches a few, as in real descriptions.
    if (i % 10 !== 9)
      (schemas[`Item${i}`] as { properties: Record<string, unknown> }).properties.next = {
        $ref: `#/components/schemas/Item${i + 1}`,
      }
    paths[`/items${i}/{id}`] = {
      get: {
        operationId: `getItem${i}`,
        summary: `Get item ${i}`,
        tags: [`group${i % 10}`],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'The item',
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/Item${i}` } },
            },
          },
        },
      },
    }
  }
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Generated', version: '1.0.0' },
    paths,
    components: { schemas },
  })
}

/** A VitePress site folder with a plain config and one generated description (`spec.json`). */
export function siteWithSpec(operations: number): string {
  const root = mkdtempSync(join(tmpdir(), 'vpad-site-'))
  mkdirSync(join(root, '.vitepress'))
  writeFileSync(join(root, '.vitepress', 'config.mjs'), "export default { title: 'Site' }\n")
  writeFileSync(join(root, 'index.md'), '# Site\n')
  writeFileSync(join(root, 'spec.json'), generatedSpec(operations))
  return root
}
