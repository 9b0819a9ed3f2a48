import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { SchemaNode } from '../../../shared/model'
import SchemaTree from './SchemaTree.vue'
import { constraints, typeLabel } from './schemaLabel'
import { keywordFacts } from './keywordFacts'
import { provideSchemaContext } from './schemaContext'

const schemas: Record<string, SchemaNode> = {
  Address: {
    type: 'array',
    prefixItems: [{ type: 'number' }, { type: 'string' }, { enum: ['Street', 'Avenue'] }],
    items: { not: {} },
  },
}

/** A schema tree with every level open, its 2020-12 parts loaded. */
async function tree(schema: SchemaNode) {
  const Page = defineComponent({
    setup() {
      provideSchemaContext({ schemas, links: { Address: '/k/schemas/address' } })
      return () => h(SchemaTree, { schema })
    },
  })
  const wrapper = mount(Page, { attachTo: document.body })
  // SchemaKeywords is an async component: it loads only where a schema has such parts.
  for (let i = 0; i < 3; i++) {
    await flushPromises()
    await vi.dynamicImportSettled()
  }
  return wrapper
}

describe('the schema tree of JSON Schema 2020-12 keywords', () => {
  it('labels a tuple by its positions, and lists them', async () => {
    expect(typeLabel(schemas.Address!)).toBe('[number, string, enum]')
    expect(typeLabel({ prefixItems: [{ type: 'string' }], items: { type: 'integer' } })).toBe(
      '[string, ...integer]',
    )
    expect(keywordFacts(schemas.Address!)).toEqual(['no more items'])
    const wrapper = await tree({ $ref: 'Address' })
    const names = wrapper.findAll('.vpad-schema-name').map((name) => name.text())
    expect(names).toEqual(['[0]', '[1]', '[2]'])
    expect(wrapper.text()).toContain('Hide items')
    wrapper.unmount()
  })

  it('says a conditional, a dependency, a pattern property and not in words', async () => {
    const wrapper = await tree({
      type: 'object',
      properties: { kind: { enum: ['cold', 'ambient'] }, express: { type: 'boolean' } },
      patternProperties: { '^x-': { type: 'string' } },
      if: { properties: { kind: { const: 'cold' } }, required: ['kind'] },
      then: { required: ['temperature'] },
      else: { properties: { temperature: { minimum: 15 } } },
      dependentSchemas: { express: { required: ['phone'] } },
      dependentRequired: { express: ['phone'] },
      not: { required: ['legacy'] },
    })
    const labels = wrapper.findAll('.vpad-schema-composition-label').map((label) => label.text())
    expect(labels.map((label) => label.replace(/\s+/g, ' '))).toEqual([
      'If kind is "cold"',
      'Then',
      'Otherwise',
      'When express is present',
      'Not',
    ])
    const requires = wrapper.findAll('.vpad-schema-requires').map((line) => line.text())
    expect(requires.map((line) => line.replace(/\s+/g, ' '))).toEqual([
      'requires temperature',
      'requires phone',
      'requires legacy',
    ])
    expect(wrapper.find('.vpad-schema-facts').text()).toBe(
      'when express is present, phone is required',
    )
    expect(wrapper.findAll('.vpad-schema-name').map((name) => name.text())).toContain(
      '[key: /^x-/]',
    )
    wrapper.unmount()
  })

  it('does not word a keyword of another type as if it applied', () => {
    // Kubernetes: a string parameter with uniqueItems.
    expect(constraints({ type: 'string', uniqueItems: true })).toEqual(['uniqueItems: true'])
    expect(constraints({ type: 'array', uniqueItems: true })).toEqual(['unique items'])
    expect(constraints({ type: ['integer', 'null'], minimum: 1, maxLength: 3 })).toEqual([
      '>= 1',
      'maxLength: 3',
    ])
    expect(
      keywordFacts({
        contains: { const: 'urgent' },
        minContains: 1,
        maxContains: 2,
        contentMediaType: 'application/json',
        contentEncoding: 'base64',
        propertyNames: { pattern: '^[a-z]+$' },
        unevaluatedProperties: false,
        examples: ['a', 'b'],
      }),
    ).toEqual([
      '1 to 2 matching items',
      'no other properties',
      'property names pattern ^[a-z]+$',
      'content application/json',
      'base64-encoded',
      'examples "a", "b"',
    ])
  })
})
