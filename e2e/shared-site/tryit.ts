import type { SharedSpec } from './site'

// Servers with variables, and a description with no server (e2e/api-docs-tryit.test.ts).
const TRYIT = `openapi: 3.0.3
info: { title: Try-it fixture, version: '1' }
servers:
  - url: http://127.0.0.1:{port}/echo/{region}
    description: The local echo server
    variables:
      port: { default: '4010', description: The port the echo server listens on }
      region: { default: eu, enum: [eu, us] }
  - url: http://127.0.0.1:{port}/echo/v2
    variables:
      port: { default: '4010' }
paths:
  /items/{id}:
    get:
      operationId: getItem
      summary: Get an item
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: export, in: query, description: A file download, schema: { type: string, enum: [csv, json] } }
        - { name: lang, in: query, schema: { type: string, enum: [en, fr], default: en } }
      responses:
        '200': { description: The item }
`

const BARE = `openapi: 3.1.0
info: { title: No servers, version: '1' }
paths:
  /things/{id}:
    get:
      operationId: getThing
      summary: Get a thing
      parameters:
        - { name: id, in: path, required: true, example: '5', schema: { type: string } }
      responses:
        '200': { description: The thing }
`

/** The try-it fixture, under `/tryit`: its URL is the first server with its variables filled in. */
export const TRYIT_SPEC: SharedSpec = {
  name: 'tryit',
  file: 'tryit.yaml',
  text: TRYIT,
  prefix: '/tryit',
  echo: '/echo/eu',
}

/** A description without servers, under `/bare`. */
export const BARE_SPEC: SharedSpec = {
  name: 'bare',
  file: 'bare.yaml',
  text: BARE,
  prefix: '/bare',
}
