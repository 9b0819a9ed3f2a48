import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { MediaModel, SchemaNode } from '../../../shared/model'
import MediaBody from '../media/MediaBody.vue'
import { provideChoices } from '../examples/choices'
import { provideSchemaContext } from './schemaContext'

const schemas: Record<string, SchemaNode> = {
  Pet: {
    oneOf: [{ $ref: 'Cat' }, { $ref: 'Dog' }, { $ref: 'Lizard' }],
    discriminator: { propertyName: 'petType', mapping: { cat: 'Cat', dog: 'Dog' } },
  },
  Cat: { type: 'object', properties: { petType: { type: 'string' }, sleeps: { type: 'integer' } } },
  Dog: { type: 'object', properties: { petType: { type: 'string' }, barks: { type: 'boolean' } } },
  Lizard: { type: 'object', properties: { petType: { type: 'string' }, scales: {} } },
}

/** A body of `Pet` on a page of its own: the choices and schemas an operation page provides. */
async function mountBody(media: MediaModel) {
  const Page = defineComponent({
    setup() {
      provideSchemaContext({ schemas, links: {} })
      provideChoices()
      return () => h(MediaBody, { media, scope: 'request application/json', direction: 'request' })
    },
  })
  const wrapper = mount(Page, { attachTo: document.body })
  // The variant choice is an async component: it loads only where a schema offers one.
  await settle()
  return wrapper
}

async function settle(): Promise<void> {
  await flushPromises()
  await vi.dynamicImportSettled()
  await flushPromises()
}

const exampleText = (wrapper: Awaited<ReturnType<typeof mountBody>>) =>
  JSON.parse(wrapper.find('.vpad-example-code').text()) as unknown

describe('a oneOf with a discriminator', () => {
  it('shows the property that decides and one tab per variant, named by the mapping', async () => {
    const wrapper = await mountBody({
      type: 'application/json',
      schema: { $ref: 'Pet' },
      examples: [],
    })
    expect(wrapper.find('.vpad-variants-decides').text()).toBe('petType decides which')
    const tabs = wrapper.findAll('[role="tab"]')
    expect(tabs.map((tab) => tab.text())).toEqual(['cat', 'dog', 'Lizard'])
    expect(tabs.map((tab) => tab.attributes('aria-selected'))).toEqual(['true', 'false', 'false'])
    const panel = wrapper.find('[role="tabpanel"]')
    expect(panel.attributes('aria-label')).toBe('cat')
    expect(panel.text()).toContain('sleeps')
    wrapper.unmount()
  })

  it('switches the fields and the generated example with the tab, by mouse and by arrow keys', async () => {
    const wrapper = await mountBody({
      type: 'application/json',
      schema: { $ref: 'Pet' },
      examples: [{ name: 'example', value: { petType: 'cat', sleeps: 0 }, generated: true }],
    })
    expect(exampleText(wrapper)).toEqual({ petType: 'cat', sleeps: 0 })
    await wrapper.findAll('[role="tab"]')[1]!.trigger('click')
    await settle()
    expect(wrapper.find('[role="tabpanel"]').text()).toContain('barks')
    expect(wrapper.find('[role="tabpanel"]').text()).not.toContain('sleeps')
    expect(exampleText(wrapper)).toEqual({ petType: 'dog', barks: true })

    await wrapper
      .find('[role="tab"][aria-selected="true"]')
      .trigger('keydown', { key: 'ArrowRight' })
    await settle()
    const selected = wrapper.find('[role="tab"][aria-selected="true"]')
    expect(selected.text()).toBe('Lizard')
    expect(selected.attributes('tabindex')).toBe('0')
    expect(document.activeElement).toBe(selected.element)
    expect(exampleText(wrapper)).toEqual({ petType: 'Lizard' })
    await selected.trigger('keydown', { key: 'Home' })
    expect(wrapper.find('[role="tab"][aria-selected="true"]').text()).toBe('cat')
    wrapper.unmount()
  })

  it('picks the written example of the chosen variant, and the variant of a chosen example', async () => {
    const wrapper = await mountBody({
      type: 'application/json',
      schema: { $ref: 'Pet' },
      examples: [
        { name: 'tom', summary: 'A cat', value: { petType: 'cat', sleeps: 20 } },
        { name: 'rex', summary: 'A dog', value: { petType: 'dog', barks: true } },
      ],
    })
    await wrapper.findAll('[role="tab"]')[1]!.trigger('click')
    await settle()
    expect(exampleText(wrapper)).toEqual({ petType: 'dog', barks: true })
    expect((wrapper.find('.vpad-example select').element as HTMLSelectElement).value).toBe('1')

    await wrapper.find('.vpad-example select').setValue('0')
    await settle()
    expect(wrapper.find('[role="tab"][aria-selected="true"]').text()).toBe('cat')
    expect(wrapper.find('[role="tabpanel"]').text()).toContain('sleeps')
    wrapper.unmount()
  })
})

describe('alternatives without a discriminator', () => {
  it('are labelled by title or type, and a long list is a labelled select', async () => {
    const many: SchemaNode = {
      anyOf: [
        { title: 'A rather long first title', type: 'string' },
        { title: 'Another long second title', type: 'integer' },
        { title: 'And a third', type: 'boolean' },
      ],
    }
    const wrapper = await mountBody({ type: 'application/json', schema: many, examples: [] })
    expect(wrapper.find('[role="tablist"]').exists()).toBe(false)
    expect(wrapper.find('.vpad-variants-decides').exists()).toBe(false)
    const select = wrapper.find('.vpad-variants-select select')
    expect(wrapper.find('.vpad-variants-select').text()).toContain('Any of')
    expect(select.findAll('option').map((option) => option.text())).toEqual([
      'A rather long first title',
      'Another long second title',
      'And a third',
    ])
    await select.setValue('2')
    await settle()
    expect(exampleText(wrapper)).toBe(true)
    wrapper.unmount()
  })
})

describe('"X or null" and alternatives that are all null but one', () => {
  it('are listed as written, with no choice', async () => {
    const wrapper = await mountBody({
      type: 'application/json',
      schema: { anyOf: [{ $ref: 'Cat' }, { type: 'null' }] },
      examples: [],
    })
    expect(wrapper.find('[role="tablist"]').exists()).toBe(false)
    expect(wrapper.find('.vpad-schema-composition-label').text()).toBe('Any of')
    wrapper.unmount()
  })
})
