import type { SharedSpec } from './site'

// OpenAPI 3.2's sequential media also names multipart/mixed: each part an item of `itemSchema`.
// Not in the fixture site, whose specs other tests count (e2e/api-docs-mock.test.ts).
const PARTS_SPEC = `openapi: 3.2.0
info: { title: Parts fixture, version: '1' }
servers:
  - url: http://127.0.0.1:9/parts
paths:
  /batch:
    get:
      operationId: getBatch
      summary: A batch, part by part
      responses:
        '200':
          description: One part per record.
          content:
            multipart/mixed:
              itemSchema:
                type: object
                required: [id, name]
                properties:
                  id: { type: integer, examples: [4] }
                  name: { type: string, examples: [Lamp] }
`

/** The multipart/mixed fixture, under `/parts`: its own server, where nothing listens. */
export const PARTS: SharedSpec = {
  name: 'parts',
  file: 'parts.yaml',
  text: PARTS_SPEC,
  prefix: '/parts',
}
