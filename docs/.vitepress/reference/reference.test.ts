import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { declaredVariables } from './css-variables'
import { declaredExports } from './declared-exports'
import { docTextToString } from './doc-text'
import { generateReference } from './generate'
import type { ApiItem, Reference } from './model'
import {
  COMPONENT_PAGES,
  coreItems,
  pluginClientItems,
  pluginNodeItems,
  typeItems,
  utilityItems,
} from './select'
import { runtimeInterface } from './sfc-runtime'
import { COMPONENTS, CSS_VARIABLES_SOURCE, ENTRY_POINTS } from './sources'
import { readFileSync } from 'node:fs'

const root = fileURLToPath(new URL('../../../', import.meta.url))

// The reference pages are generated from the sources; these tests keep them complete and true:
// every exported name, prop and event on a page, every one of them with its TSDoc.
describe('generated reference', () => {
  let reference: Reference
  beforeAll(() => {
    reference = generateReference(root)
  }, 120_000)

  const shownOnAPage = (data: Reference): Set<ApiItem> =>
    new Set([
      ...utilityItems(data),
      ...coreItems(data),
      ...typeItems(data),
      ...pluginNodeItems(data),
      ...pluginClientItems(data),
      ...data.items.filter((item) => item.kind === 'component' && item.name in COMPONENT_PAGES),
    ])

  it('has every name each entry point exports, as built, on a reference page', () => {
    const declared = declaredExports(
      root,
      ENTRY_POINTS.map((entry) => entry.declarations),
    )
    const shown = shownOnAPage(reference)
    const missing: string[] = []
    for (const entry of ENTRY_POINTS) {
      const names = declared.get(entry.declarations) ?? []
      expect(names.length, entry.module).toBeGreaterThan(0)
      for (const name of names) {
        const item = reference.items.find((candidate) =>
          candidate.exports.some((site) => site.module === entry.module && site.name === name),
        )
        if (!item || !shown.has(item)) missing.push(`${entry.module}: ${name}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('documents the props and events Vue compiles for each component', () => {
    for (const [name, file] of Object.entries(COMPONENTS)) {
      const doc = reference.components[name]
      const runtime = runtimeInterface(resolve(root, file))
      expect(doc?.props.map((prop) => prop.name).sort(), name).toEqual(runtime.props)
      expect(doc?.events.map((event) => event.name).sort(), name).toEqual(runtime.events)
    }
    expect(reference.components.VueApiPlayground?.slots.map((slot) => slot.name)).toEqual([
      'send-button',
    ])
  })

  it('has TSDoc for every exported item, field, prop, event and slot', () => {
    const undocumented: string[] = []
    const check = (name: string, text: string) => {
      if (!text.trim()) undocumented.push(name)
    }
    for (const component of Object.values(reference.components)) {
      for (const prop of component.props)
        check(`${component.name} prop ${prop.name}`, docTextToString(prop.description))
      for (const event of component.events)
        check(`${component.name} event ${event.name}`, docTextToString(event.description))
      for (const slot of component.slots)
        check(`${component.name} slot ${slot.name}`, docTextToString(slot.description))
    }
    for (const item of reference.items) {
      // A component's page describes it; its props, events and slots are checked above.
      if (item.kind !== 'component') check(item.name, docTextToString(item.description))
      for (const member of item.members ?? [])
        check(`${item.name}.${member.name}`, docTextToString(member.description))
    }
    expect(undocumented).toEqual([])
  })

  it('shows no type as `any` (a dependency the generator does not load must not leak)', () => {
    const types = [
      ...Object.values(reference.components).flatMap((component) => [
        ...component.props.map((prop) => prop.type),
        ...component.events.map((event) => event.payload),
        ...component.slots.map((slot) => slot.props),
      ]),
      ...reference.items.flatMap((item) => [
        item.signature ?? '',
        ...(item.members ?? []).map((member) => member.type),
      ]),
    ]
    expect(types.filter((type) => /\bany\b/.test(type))).toEqual([])
  })

  it('reads types, defaults and signatures as the source declares them', () => {
    const props = reference.components.VueApiPlayground?.props ?? []
    expect(props.find((prop) => prop.name === 'url')).toMatchObject({
      type: 'string',
      required: true,
    })
    expect(props.find((prop) => prop.name === 'headers')).toMatchObject({
      type: 'Record<string, string>',
      required: false,
    })
    expect(props.find((prop) => prop.name === 'headingTag')?.default).toBe('"h4"')
    const apiDocs = reference.items.find((item) => item.name === 'apiDocs')
    expect(apiDocs?.signature).toBe(
      'function apiDocs(options: ApiDocsOptions): Promise<UserConfig>',
    )
  })

  it('has every --vap-* variable the stylesheet declares in the CSS variables table', () => {
    const css = readFileSync(resolve(root, CSS_VARIABLES_SOURCE), 'utf8')
    const documented = reference.cssVariables.map((variable) => variable.name)
    expect(declaredVariables(css).filter((name) => !documented.includes(name))).toEqual([])
    for (const variable of reference.cssVariables)
      expect(docTextToString(variable.usedFor), variable.name).not.toBe('')
  })
})
