import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../../description/load'
import { buildSpecModel } from '../spec'
import { LazySpec } from '../lazy-spec'

// The fixture site's keywords spec (e2e/api-docs-site/specs/keywords.yaml): a response with two
// links, one by operationId and one by operationRef, and a multipart body with an encoding.
const site = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))
const load = () =>
  loadSpec({ name: 'keywords', spec: 'specs/keywords.yaml', prefix: '/keywords' }, site)

describe('response links and body encodings', () => {
  it('names the linked operation by operationId or operationRef, with its page', async () => {
    const create = buildSpecModel(await load()).operations[0]!
    expect(create.responses[0]!.links).toEqual([
      {
        name: 'GetShipment',
        operation: {
          slug: 'getShipment',
          href: '/keywords/getShipment',
          method: 'get',
          path: '/shipments/{shipmentId}',
        },
        parameters: { shipmentId: '$response.body#/id' },
        description: '<p>The shipment just created, as it is read back.</p>',
      },
      {
        name: 'CancelShipment',
        operation: {
          slug: 'cancelShipment',
          href: '/keywords/cancelShipment',
          method: 'delete',
          path: '/shipments/{shipmentId}',
        },
        parameters: { 'path.shipmentId': '$response.body#/id' },
        requestBody: '$request.body#/reason',
        server: 'https://cancel.example.com',
      },
    ])
    // Responses without links carry none.
    expect(create.responses.length).toBe(1)
    expect(buildSpecModel(await load()).operations[1]!.responses[0]).not.toHaveProperty('links')
  })

  it('keeps a target the description does not have as written', async () => {
    const loaded = await load()
    const created = (
      loaded.document.paths as Record<
        string,
        { post: { responses: Record<string, { links?: unknown }> } }
      >
    )['/shipments']!.post.responses['201']!
    created.links = {
      Elsewhere: { operationRef: 'https://example.com/spec.json#/paths/~1a/get' },
    }
    const create = buildSpecModel(loaded).operations[0]!
    expect(create.responses[0]!.links).toEqual([
      { name: 'Elsewhere', target: 'https://example.com/spec.json#/paths/~1a/get' },
    ])
  })

  it('keeps each body part encoding: content type, headers, style and explode', async () => {
    const create = buildSpecModel(await load()).operations[0]!
    const [json, multipart] = create.requestBody!.content
    expect(json).not.toHaveProperty('encoding')
    expect(multipart!.encoding).toEqual([
      { name: 'manifest', contentType: 'application/json' },
      {
        name: 'label',
        contentType: 'image/png, image/jpeg',
        headers: [
          {
            name: 'X-Label-Size',
            required: false,
            description: "<p>The label's size in pixels.</p>",
            schema: { type: 'integer' },
          },
        ],
        style: 'form',
        explode: true,
      },
    ])
  })

  it('makes the same links in a lazy model, page by page', async () => {
    const whole = buildSpecModel(await load())
    const lazy = new LazySpec(await load())
    expect(lazy.operation('createShipment')).toEqual(whole.operations[0])
  })
})
