import type { SharedSpec } from './site'

// A spec made of the hardest parts of real descriptions (e2e/polish.test.ts).

/** Blockfrost's 103-character address, a parameter's example. */
export const ADDRESS =
  'addr1qxqs59lphg8g6qndelq8xwqn60ag3aeyfcp33c2kdp46a09re5df3pzwwmyq946axfcejy5n4x0y99wqpgtp2gd0k09qsgy6pz'
/** One of ShipEngine's long paths. */
export const LONG_PATH =
  '/v1/labels/external_shipment_id/{external_shipment_id}/rates/{rate_id}/return'

// More operations than a schema page lists as the users of a schema (Microsoft Graph's error
// schema has 11,422).
const THINGS = Array.from(
  { length: 53 },
  (_, n) => `  /things/${n}:
    get:
      operationId: getThing${n}
      summary: Thing ${n}
      tags: [things]
      responses:
        default:
          description: A problem.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Problem' }`,
).join('\n')

const SPEC = `openapi: 3.0.3
info: { title: Long API, version: 1.0.0 }
servers:
  - url: https://{region}.example.com/v1
    variables:
      region: { default: eu, enum: [eu, us] }
  - url: https://sandbox.example.com/v1
paths:
  /addresses/{address}:
    get:
      operationId: getAddress
      summary: Specific address
      tags: [addresses]
      parameters:
        - name: address
          in: path
          required: true
          description: Bech32 address.
          schema: { type: string }
          example: ${ADDRESS}
        - name: active
          in: query
          description: "\`true\`: only active users"
          schema: { type: boolean }
        - name: audience
          in: query
          schema:
            type: string
            enum: [children, teenagers, grown_ups, everyone_regardless_of_their_age]
      responses:
        '200':
          description: The address.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Label' }
  ${LONG_PATH}:
    patch:
      operationId: updateReturnLabel
      summary: Update a return label
      tags: [labels]
      parameters:
        - { name: external_shipment_id, in: path, required: true, schema: { type: string } }
        - { name: rate_id, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: The label.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Label' }
${THINGS}
components:
  schemas:
    Problem: { type: object, properties: { title: { type: string } } }
    zone: { type: string }
    Label:
      type: object
      properties:
        zone: { $ref: '#/components/schemas/zone' }
        carrier: { $ref: '#/components/schemas/carrier_id' }
    carrier_id: { type: string }
`

/** The polish fixture, under `/long`. */
export const POLISH: SharedSpec = { name: 'long', file: 'long.yaml', text: SPEC, prefix: '/long' }
