import type { SharedSpec } from './site'

// Each row of the OpenAPI specification's "Style Examples" table (OpenAPI 3.2 section 4.8.12.6)
// as a parameter, and HEAD and OPTIONS (e2e/api-docs-styles.test.ts).
const ARRAY = `{ type: array, items: { type: string } }`
const OBJECT = `{ type: object, properties: { R: { type: integer }, G: { type: integer }, B: { type: integer } } }`
const A = `[blue, black, brown]`
const O = `{ R: 100, G: 200, B: 150 }`
const param = (name: string, where: string, style: string, explode: boolean, object = false) =>
  `        - { name: ${name}, in: ${where}, required: true, style: ${style}, explode: ${explode}, schema: ${object ? OBJECT : ARRAY}, example: ${object ? O : A} }`

const STYLES = `openapi: 3.1.0
info: { title: Styles, version: '1' }
servers:
  - url: http://127.0.0.1:{port}/echo
    variables:
      port: { default: '4010' }
paths:
  /styles/{s0}/{s1}/{l0}/{l1}/{m0}/{m1}:
    get:
      operationId: styles
      summary: Every style
      parameters:
${[
  param('s0', 'path', 'simple', false),
  param('s1', 'path', 'simple', true, true),
  param('l0', 'path', 'label', false),
  param('l1', 'path', 'label', true, true),
  param('m0', 'path', 'matrix', true),
  param('m1', 'path', 'matrix', false, true),
  param('fx', 'query', 'form', true),
  param('ff', 'query', 'form', false, true),
  param('sp', 'query', 'spaceDelimited', false),
  param('pi', 'query', 'pipeDelimited', false, true),
  param('dp', 'query', 'deepObject', true, true),
  param('X-Simple', 'header', 'simple', false),
  param('X-Simple-Obj', 'header', 'simple', true, true),
  param('session', 'cookie', 'form', false),
].join('\n')}
      responses:
        '200': { description: OK }
  /things:
    head:
      operationId: headThings
      responses:
        '200': { description: OK }
    options:
      operationId: optionsThings
      responses:
        '200': { description: OK }
`

/** The styles fixture, under `/styles`. */
export const STYLES_SPEC: SharedSpec = {
  name: 'styles',
  file: 'styles.yaml',
  text: STYLES,
  prefix: '/styles',
  echo: '/echo',
}
