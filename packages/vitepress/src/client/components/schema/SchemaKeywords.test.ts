import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { SchemaNode } from '../../../shared/model'
import SchemaTree from './SchemaTree.vue'
import { constraints, typeLabel } from './schemaLabel'
import { enDetails } from '../../i18n/en/details'
import { enPage } from '../../i18n/en/page'
import { word } from '../../i18n/message'
import { keywordFacts, type KeywordFact } from './keywordFacts'
import { provideSchemaContext } from './schemaContext'

const schemas: Record<string, SchemaNode> = {
  Address: {
    type: 'array',
    prefixItems: [{ type: 'number' }, { type: 'string' }, { enum: ['Street', 'Avenue'] }],
    items: { not: {} },
  },
}

/** The facts and constraints of a schema, said with the English catalog's words. */
const factsOf = (schema: SchemaNode) => keywordFacts(schema, enPage)
const constraintsOf = (schema: SchemaNode) => constraints(schema, enPage)

/** Facts as an English page words them. */
const english = (facts: KeywordFact[]) => facts.map((fact) => word(enDetails, fact))

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
    expect(typeLabel(schemas.Address!, enPage)).toBe('[number, string, enum]')
    expect(
      typeLabel({ prefixItems: [{ type: 'string' }], items: { type: 'integer' } }, enPage),
    ).toBe('[string, ...integer]')
    expect(english(factsOf(schemas.Address!))).toEqual(['no more items'])
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
    expect(constraintsOf({ type: 'string', uniqueItems: true })).toEqual(['uniqueItems: true'])
    expect(constraintsOf({ type: 'array', uniqueItems: true })).toEqual(['unique items'])
    expect(constraintsOf({ type: ['integer', 'null'], minimum: 1, maxLength: 3 })).toEqual([
      '>= 1',
      'maxLength: 3',
    ])
    expect(
      english(
        factsOf({
          contains: { const: 'urgent' },
          minContains: 1,
          maxContains: 2,
          contentMediaType: 'application/json',
          contentEncoding: 'base64',
          propertyNames: { pattern: '^[a-z]+$' },
          unevaluatedProperties: false,
          examples: ['a', 'b'],
        }),
      ),
    ).toEqual([
      '1 to 2 matching items',
      'no other properties',
      'property names pattern ^[a-z]+$',
      'content application/json',
      'base64-encoded',
      'examples "a", "b"',
    ])
  })

  it('counts the items that match `contains` as the keywords bound them', () => {
    const contains = { const: 'x' }
    expect(english(factsOf({ contains, minContains: 2 }))).toEqual(['at least 2 matching items'])
    expect(english(factsOf({ contains, maxContains: 1 }))).toEqual(['1 matching item'])
    expect(english(factsOf({ contains, minContains: 3, maxContains: 3 }))).toEqual([
      '3 matching items',
    ])
    expect(english(factsOf({ contains, maxContains: 4 }))).toEqual(['1 to 4 matching items'])
    expect(english(factsOf({ dependentRequired: { express: ['phone', 'email', 'fax'] } }))).toEqual(
      ['when express is present, phone, email, and fax are required'],
    )
  })
})

describe('the facts of JSON Schema 2020-12 keywords in other languages', () => {
  const schema: SchemaNode = {
    contains: { const: 'urgent' },
    minContains: 2,
    prefixItems: [{ type: 'string' }],
    items: { not: {} },
    unevaluatedProperties: { not: {} },
    dependentRequired: { express: ['phone', 'email'] },
    contentEncoding: 'base64',
  }

  it('reads French, its plurals agreeing', async () => {
    const fr = (await import('../../i18n/locales/fr')).default
    expect(factsOf(schema).map((fact) => word(fr, fact))).toEqual([
      'au moins 2 éléments correspondants',
      'aucun élément de plus',
      'aucune autre propriété',
      'si express est présent, phone et email sont obligatoires',
      'encodé en base64',
    ])
    expect(word(fr, factsOf({ contains: {}, maxContains: 1 })[0]!)).toBe('1 élément correspondant')
  })

  it('reads Arabic, with its dual and plural forms', async () => {
    const ar = (await import('../../i18n/locales/ar')).default
    const facts = factsOf(schema).map((fact) => word(ar, fact))
    expect(facts[0]).toBe('عنصران مطابقان على الأقل')
    expect(facts[3]).toBe('عند وجود express يلزم phone وemail')
    const count = (n: number) =>
      word(ar, factsOf({ contains: {}, minContains: n, maxContains: n })[0]!)
    expect([1, 3, 11, 100].map(count)).toEqual([
      'عنصر مطابق واحد',
      '3 عناصر مطابقة',
      '11 عنصرًا مطابقًا',
      '100 عنصر مطابق',
    ])
  })

  it('says constraints in the language, bounds keeping their symbols', async () => {
    const fr = (await import('../../i18n/locales/fr')).default
    const ar = (await import('../../i18n/locales/ar')).default
    const bounded: SchemaNode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z]+$' }
    expect(constraintsOf(bounded)).toEqual(['>= 1 char', '<= 64 chars', 'pattern ^[a-z]+$'])
    expect(constraints(bounded, fr)).toEqual([
      '>= 1 caractère',
      '<= 64 caractères',
      'motif ^[a-z]+$',
    ])
    expect(
      constraints({ type: 'array', minItems: 3, maxItems: 11, uniqueItems: true }, ar),
    ).toEqual(['>= 3 عناصر', '<= 11 عنصرًا', 'عناصر غير مكررة'])
    // propertyNames' constraints, inside a fact of its own.
    const names = factsOf({ propertyNames: { maxLength: 20 } })
    expect(keywordFacts({ propertyNames: { maxLength: 20 } }, fr).map((f) => word(fr, f))).toEqual([
      'noms de propriété : <= 20 caractères',
    ])
    expect(english(names)).toEqual(['property names <= 20 chars'])
  })

  it('names a schema with no type in the language, JSON Schema’s type names as written', async () => {
    const ja = (await import('../../i18n/locales/ja')).default
    const ar = (await import('../../i18n/locales/ar')).default
    const choice: SchemaNode = { oneOf: [{ type: 'string' }, { type: 'integer' }] }
    expect(typeLabel(choice, enPage)).toBe('one of')
    expect(typeLabel(choice, ja)).toBe('いずれか一つ')
    expect(typeLabel({ type: 'array', items: { not: {} } }, ar)).toBe('لا شيء[]')
    expect(typeLabel({ type: 'array', items: { type: 'string' } }, ar)).toBe('string[]')
  })
})
