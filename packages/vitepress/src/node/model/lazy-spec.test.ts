import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec, type LoadedSpec } from '../description/load'
import { LazySpec, lazySpecOf, pagesMadeAlone } from './lazy-spec'
import { internalRefs } from './refs/ref-check'
import { specOutline } from './outline'
import {
  buildSpecModel,
  operationPageData,
  schemaPageData,
  summarize,
  visibleSpec,
  type SpecModel,
} from './spec'

const repo = fileURLToPath(new URL('../../../../../', import.meta.url))
const github = 'node_modules/@octokit/openapi/generated/api.github.com.json'
// Webhooks, callbacks, x-tagGroups, x-internal and x-codeSamples in one OpenAPI 3.1 description.
const shop = 'e2e/extensions-site/specs/shop.yaml'

const load = (spec: string, includeInternal = false) =>
  loadSpec({ name: 'api', spec, prefix: '/api', includeInternal }, repo)

/** A lazy spec of `loaded`, and how many times it made its whole model. */
function lazyOf(loaded: LoadedSpec) {
  const counts = { whole: 0 }
  const lazy = new LazySpec(visibleSpec(loaded), (visible) => {
    counts.whole++
    return buildSpecModel(visible)
  })
  return { lazy, counts }
}

/** JSON's view of a value: what the browser gets of a page's data. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('LazySpec: pages made one at a time are the whole model’s', () => {
  it.each([
    [github, false],
    [shop, false],
    [shop, true],
  ])('%s (includeInternal: %s): every operation page’s data', async (spec, includeInternal) => {
    const loaded = await load(spec, includeInternal)
    expect(pagesMadeAlone(loaded, internalRefs(loaded.text))).toBe(true)
    const whole = buildSpecModel(loaded)
    const { lazy, counts } = lazyOf(loaded)
    for (const operation of whole.operations) {
      const alone = lazy.operation(operation.slug)!
      expect(json(operationPageData(lazy.pageParts(), alone))).toEqual(
        json(operationPageData(whole, operation)),
      )
    }
    expect(counts.whole).toBe(0)
    expect(lazy.operation('no-such-operation')).toBeUndefined()
  })

  it.each([
    [github, false],
    [shop, false],
    [shop, true],
  ])('%s (includeInternal: %s): every schema page’s data', async (spec, includeInternal) => {
    const loaded = await load(spec, includeInternal)
    const whole = buildSpecModel(loaded)
    const { lazy, counts } = lazyOf(loaded)
    const parts = lazy.schemaPageParts()
    expect(parts.usedBy).toEqual(whole.usedBy)
    expect(parts.usedByCount).toEqual(whole.usedByCount)
    for (const name of Object.keys(whole.schemas))
      expect(json(schemaPageData(parts, name))).toEqual(json(schemaPageData(whole, name)))
    expect(counts.whole).toBe(0)
  })

  it.each([github, shop])(
    '%s: the outline, which routes and sidebars are made from',
    async (spec) => {
      const loaded = await load(spec)
      const whole = buildSpecModel(loaded)
      const { lazy, counts } = lazyOf(loaded)
      const { operations, ...rest } = lazy.outline
      expect(rest).toEqual({
        ref: whole.ref,
        title: whole.title,
        version: whole.version,
        tags: whole.tags,
        schemaSlugs: whole.schemaSlugs,
        ...(whole.tagSections ? { tagSections: whole.tagSections } : {}),
      })
      expect(operations).toEqual(
        whole.operations.map((op) => ({
          ...summarize(op),
          operationId: op.operationId,
          tags: op.tags,
        })),
      )
      expect(specOutline(lazy.model)).toBe(lazy.outline)
      expect(counts.whole).toBe(0)
    },
  )

  it('stands in for the whole model: the first read of a deferred part makes it, once', async () => {
    const loaded = await load(shop)
    const whole = buildSpecModel(loaded)
    const { lazy, counts } = lazyOf(loaded)
    const model: SpecModel = lazy.model
    expect(lazySpecOf(model)).toBe(lazy)
    expect(model.ref).toEqual(whole.ref)
    expect(counts.whole).toBe(0)
    expect(lazy.isWhole).toBe(false)
    expect(json(model.schemas)).toEqual(json(whole.schemas))
    expect(json(model.operations)).toEqual(json(whole.operations))
    expect(json(model.usedBy)).toEqual(json(whole.usedBy))
    expect(model.usedByCount).toEqual(whole.usedByCount)
    expect(counts.whole).toBe(1)
    expect(lazy.isWhole).toBe(true)
    // Then pages come from the whole model.
    const first = whole.operations[0]!
    expect(lazy.operation(first.slug)).toBe(model.operations[0])
    expect(lazy.pageParts()).toBe(lazy.wholeModel())
    expect(counts.whole).toBe(1)
  })
})

describe('pagesMadeAlone', () => {
  const alone = (text: string, bundled?: true) =>
    pagesMadeAlone(bundled ? { bundled } : {}, internalRefs(text))

  it('takes refs to whole components', () => {
    expect(alone('{"schema": {"$ref": "#/components/schemas/Pet"}}')).toBe(true)
    expect(alone("schema: { $ref: '#/components/responses/Error' }\n")).toBe(true)
  })

  it('refuses pointers into components or elsewhere, and bundled descriptions', () => {
    expect(alone('{"$ref": "#/components/schemas/Pet/properties/id"}')).toBe(false)
    expect(alone('{"$ref": "#\\/components\\/schemas\\/Pet\\/properties\\/id"}')).toBe(false)
    expect(alone('{"$ref": "#/definitions/Pet"}')).toBe(false)
    expect(alone("schema:\n  $ref: '#/paths/~1pets/get'\n")).toBe(false)
    expect(alone('{"$ref": "#/components/schemas/Pet"}', true)).toBe(false)
  })
})
