import type { SharedSpec } from './site'

// Two environments (x-scalar-environments) and a secret variable; the try-it sends to the
// tests' echo endpoint (e2e/api-docs-environments.test.ts).
const SPEC = `openapi: 3.1.0
info: { title: Environments fixture, version: '1' }
servers:
  - url: http://127.0.0.1:4010/echo
x-scalar-environments:
  local:
    variables:
      petId: '7'
      trace: { description: A trace id, default: 'local-{{petId}}' }
      apiKey: { secret: true }
  staging:
    variables:
      petId: '9'
      trace: 'staging-{{petId}}'
      apiKey: { secret: true }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Api-Key }
security:
  - key: []
paths:
  /pets/{petId}:
    post:
      operationId: updatePet
      summary: Update a pet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string } }
      requestBody:
        content:
          application/json:
            schema: { type: object }
            example: { name: Rex }
      responses:
        '200': { description: The pet }
`

/** The environments fixture, under `/env`. */
export const ENVIRONMENTS: SharedSpec = {
  name: 'env',
  file: 'env.yaml',
  text: SPEC,
  prefix: '/env',
  echo: '/echo',
}
