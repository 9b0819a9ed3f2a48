import type { SharedSpec } from './site'

// Security requirements with AND and OR, cookies and a scheme the try-it cannot run
// (e2e/api-docs-security.test.ts).
const SPEC = `openapi: 3.1.0
info: { title: Security fixture, version: '1' }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-API-Key }
    token: { type: http, scheme: bearer }
    session: { type: apiKey, in: cookie, name: session_id }
    dig: { type: http, scheme: digest }
paths:
  /both:
    get:
      operationId: getBoth
      summary: Needs an API key and a token
      security: [{ key: [], token: [] }]
      parameters:
        - { name: q, in: query, schema: { type: string } }
      responses: { '200': { description: OK } }
  /either:
    get:
      operationId: getEither
      summary: Takes an API key or a token
      security: [{ key: [] }, { token: [] }]
      responses: { '200': { description: OK } }
  /either-too:
    get:
      operationId: getEitherToo
      summary: Also takes an API key or a token
      security: [{ key: [] }, { token: [] }]
      responses: { '200': { description: OK } }
  /cookie:
    get:
      operationId: getCookie
      summary: Needs a session cookie and a token
      security: [{ session: [], token: [] }, { dig: [] }]
      responses: { '200': { description: OK } }
`

/** The security fixture, under `/sec`. */
export const SECURITY: SharedSpec = {
  name: 'sec',
  file: 'sec.yaml',
  text: SPEC,
  prefix: '/sec',
  echo: '/echo',
}
