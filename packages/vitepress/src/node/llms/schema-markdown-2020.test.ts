import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../description/load'
import { buildSpecModel, schemaPageData } from '../model/spec'
import { schemaMarkdown } from './page-markdown'

// The fixture site's keywords spec (e2e/api-docs-site/specs/keywords.yaml).
const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))
const links = {
  schema: (name: string) => `/s/${name}.md`,
  operation: (slug: string) => `/o/${slug}.md`,
}

async function twin(name: string): Promise<string> {
  const model = buildSpecModel(
    await loadSpec({ name: 'keywords', spec: 'specs/keywords.yaml', prefix: '/keywords' }, site),
  )
  return schemaMarkdown(schemaPageData(model, name), links)
}

describe('the Markdown twin of a JSON Schema 2020-12 schema', () => {
  it('lists tuple items by position, and says when no more are allowed', async () => {
    const address = await twin('Address')
    expect(address).toContain('Schema of Keywords API: tuple of 4 items, no more items')
    expect(address).toContain('- item 2: any, one of `Street`, `Avenue`, `Boulevard`')
    const shipment = await twin('Shipment')
    expect(shipment).toContain('- `route`: tuple of 2 items and more')
    expect(shipment).toContain('  - item 2 and after: string\n\n    A stop on the way.')
    expect(shipment).toContain('- `history`: tuple of 1 item, no other items')
  })

  it('says the conditional, the dependencies, the patterns and property names in words', async () => {
    const shipment = await twin('Shipment')
    expect(shipment).toContain('- if `kind` is `cold`:\n\n  - then: object')
    expect(shipment).toContain('  - otherwise: object\n\n    - `temperature`: any, minimum 15')
    expect(shipment).toContain('- when `express` is present: any\n\n  requires `phone`')
    expect(shipment).toContain('when `express` is present, `phone` is required')
    expect(shipment).toContain('- any property matching `^x-`: string\n\n  A custom field.')
    expect(shipment).toContain('property names: pattern `^[a-z_-]+$`')
    expect(shipment).toContain('object, no other properties')
    expect(await twin('Customer')).toContain(
      'when `credit_card` is present, `billing_address` is required',
    )
  })

  it('says contains, content, not, const and examples; a string keeps uniqueItems as written', async () => {
    const shipment = await twin('Shipment')
    expect(shipment).toContain('- `tags`: array of string, unique items, 1 to 2 matching items')
    expect(shipment).toContain('  - some item: any, always `urgent`')
    expect(shipment).toContain('- `payload`: string, content `application/json`, base64-encoded')
    expect(shipment).toContain('  - content: object\n\n    - `weight`: integer')
    expect(shipment).toContain('  - not: any, always `deleted`')
    expect(shipment).toContain('- `notes`: string, examples `Fragile`, `Keep upright`')
    expect(shipment).toContain('- `label`: string, `uniqueItems: true`')
    expect(shipment).not.toContain('`label`: string, unique items')
    expect(shipment).toContain('- `destination`: [Address](/s/Address.md), deprecated')
  })
})
