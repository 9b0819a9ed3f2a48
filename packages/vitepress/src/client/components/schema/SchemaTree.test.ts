import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h, reactive } from 'vue'
import { describe, expect, it } from 'vitest'
import type { SchemaNode } from '../../../shared/model'
import SchemaTree from './SchemaTree.vue'
import { provideSchemaContext } from './schemaContext'

describe('a schema tree node of a component schema the page has in summary', () => {
  it('says what it holds closed, and fills in once opened and fetched whole', async () => {
    const schemas = reactive<Record<string, SchemaNode>>({
      Order: { type: 'object', properties: { owner: { $ref: 'User' } } },
      User: {
        type: 'object',
        description: '<p>Who ordered</p>',
        summary: { properties: 3, request: 2 },
      },
    })
    const asked: string[] = []
    const Page = defineComponent({
      setup() {
        provideSchemaContext({
          schemas,
          links: { User: '/s/User' },
          direction: 'request',
          // As schemaStore.ts does: the whole schema replaces the summary.
          load: (name) => {
            asked.push(name)
            schemas[name] = {
              type: 'object',
              properties: {
                id: { type: 'integer', readOnly: true },
                login: { type: 'string' },
                email: { type: 'string' },
              },
            }
          },
        })
        return () => h(SchemaTree, { schema: { $ref: 'Order' } })
      },
    })
    const wrapper = mount(Page, { attachTo: document.body })
    const owner = () =>
      wrapper
        .findAll('.vpad-schema')
        .find(
          (node) =>
            node.element.querySelector(':scope > .vpad-schema-head > .vpad-schema-name')
              ?.textContent === 'owner',
        )!
    // Closed: its head, its description and its toggle, counted for requests (no readOnly).
    expect(owner().text()).toContain('Who ordered')
    expect(owner().find(':scope > details > summary').text()).toBe('Show 2 properties')
    expect(asked).toEqual([])
    const details = owner().find(':scope > details').element as HTMLDetailsElement
    details.open = true
    details.dispatchEvent(new Event('toggle'))
    await flushPromises()
    expect(asked).toEqual(['User'])
    const names = owner()
      .findAll(':scope > details .vpad-schema-name')
      .map((name) => name.text())
    expect(names).toEqual(['login', 'email'])
    wrapper.unmount()
  })
})
