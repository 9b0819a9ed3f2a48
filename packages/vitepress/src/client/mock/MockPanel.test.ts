import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import type { OperationPageData } from '../../shared/model'
import { useServerChoice } from '../servers/useServerChoice'
import { operationPage } from '../testUtils'
import MockPanel from './MockPanel.vue'
import { mockState } from './state'

const page = operationPage({
  id: 'pets.getPet',
  responses: [
    {
      status: '200',
      summary: 'The pet',
      headers: [],
      content: [
        {
          type: 'application/json',
          examples: [
            { name: 'rex', summary: 'A dog', value: {} },
            { name: 'tom', value: {} },
          ],
        },
      ],
    },
    { status: '4XX', description: '<p>Not <em>found</em></p>', headers: [], content: [] },
  ],
})

describe('MockPanel', () => {
  it('lists the responses and the examples, and keeps the picks in the operation’s state', async () => {
    const wrapper = mount(MockPanel, { props: { page } })
    const [responses, examples] = wrapper.findAll('select')
    expect(responses!.findAll('option').map((option) => option.text())).toEqual([
      '200 · The pet',
      '4XX (answers 400) · Not found',
    ])
    expect(examples!.findAll('option').map((option) => option.text())).toEqual([
      'A dog (rex)',
      'tom',
    ])
    await examples!.setValue('tom')
    expect(mockState('pets.getPet').choice).toEqual({ example: 'tom' })
    await responses!.setValue('4XX')
    expect(mockState('pets.getPet').choice).toEqual({ status: '4XX' })
    expect(wrapper.text()).toContain('This response has no body.')
    // No example picker for a response without examples.
    expect(wrapper.findAll('select')).toHaveLength(1)
  })

  it('lists the problems of the last request sent, or says it matches', async () => {
    const wrapper = mount(MockPanel, { props: { page } })
    expect(wrapper.find('.vpad-mock-problems').exists()).toBe(false)
    expect(wrapper.find('.vpad-mock-ok').exists()).toBe(false)
    mockState('pets.getPet').problems = [
      { key: 'missing', args: [{ in: 'query', name: 'q' }] },
      { key: 'tooFewItems', args: ['body.tags', 1] },
    ]
    await nextTick()
    expect(wrapper.findAll('.vpad-mock-problems li').map((item) => item.text())).toEqual([
      'Query parameter "q" is required but missing.',
      'body.tags should have at least 1 item.',
    ])
    mockState('pets.getPet').problems = []
    await nextTick()
    expect(wrapper.find('.vpad-mock-ok').text()).toContain('matches the description')
  })
})

describe('useServerChoice: Mock', () => {
  const choice = (data: OperationPageData) => {
    let result: ReturnType<typeof useServerChoice> | undefined
    mount(
      defineComponent({
        setup() {
          result = useServerChoice(() => data)
          return () => h('div')
        },
      }),
    )
    return result!
  }

  it('is offered and off unless the spec says otherwise; the pick is kept per spec', () => {
    const one = choice(operationPage({}, { spec: { name: 'a', label: 'A', prefix: '/a' } }))
    expect(one.offersMock.value).toBe(true)
    expect(one.mock.value).toBe(false)
    one.mock.value = true
    expect(
      choice(operationPage({}, { spec: { name: 'a', label: 'A', prefix: '/a' } })).mock.value,
    ).toBe(true)
  })

  it("`mock: 'default'` starts on and can be turned off; `mock: false` offers none", () => {
    const first = choice(
      operationPage({}, { spec: { name: 'b', label: 'B', prefix: '/b', mock: 'default' } }),
    )
    expect(first.mock.value).toBe(true)
    first.mock.value = false
    expect(first.mock.value).toBe(false)
    const none = choice(
      operationPage({}, { spec: { name: 'c', label: 'C', prefix: '/c', mock: false } }),
    )
    expect(none.offersMock.value).toBe(false)
    expect(none.mock.value).toBe(false)
  })
})
