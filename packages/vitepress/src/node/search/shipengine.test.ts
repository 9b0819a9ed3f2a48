import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readEntries } from '../../shared/search/entries'
import { createSearcher } from '../../shared/search/rank'
import { loadSpec } from '../description/load'
import { buildSpecModel } from '../model/spec'
import { buildSearchIndex } from './build-index'

// ShipEngine's description (npm `shipengine-openapi`): its label operations and their bodies'
// schemas share their words, and readers who type an operation's words mean the operation.
const root = fileURLToPath(new URL('../../../../../', import.meta.url))

describe("search on ShipEngine's description", async () => {
  const model = buildSpecModel(
    await loadSpec(
      { name: 'ship', spec: 'node_modules/shipengine-openapi/openapi.json', prefix: '/ship' },
      root,
    ),
  )
  const { search } = createSearcher(readEntries(buildSearchIndex([model])))
  const titles = (query: string) =>
    search(query, 4).map((entry) =>
      entry.kind === 'operation' ? `${entry.method} ${entry.path}` : `schema ${entry.name}`,
    )

  it('lists POST /v1/labels first for "purchase label", its exact summary', () => {
    expect(titles('purchase label')[0]).toBe('post /v1/labels')
  })

  it('lists the label operations before the schemas for "create label"', () => {
    // "Create a return label" says both words in its summary; `create_label` in its id.
    expect(titles('create label')).toEqual([
      'post /v1/labels/{label_id}/return',
      'post /v1/labels',
      'post /v1/labels/shipment/{shipment_id}',
      'post /v1/labels/rates/{rate_id}',
    ])
  })

  it('still finds a schema by its exact name', () => {
    expect(titles('create_label_request_body')[0]).toBe('schema create_label_request_body')
  })
})
