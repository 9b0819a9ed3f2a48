import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { reactive } from 'vue'
import type { ServerSentEvent } from '../../core/types'
import EventList from './EventList.vue'

const makeEvents = (n: number): ServerSentEvent[] =>
  Array.from({ length: n }, (_, i) => ({ event: i % 2 ? 'update' : 'message', data: `data ${i}` }))

describe('EventList', () => {
  it('lists events with name, id and data, and counts them', () => {
    const events: ServerSentEvent[] = [
      { event: 'message', data: 'hello' },
      { event: 'update', data: '{"a":1}\n<b>x</b>', id: '42', retry: 1000 },
    ]
    const wrapper = mount(EventList, { props: { events } })
    expect(wrapper.get('.vap-events__count').text()).toBe('2 events')
    const items = wrapper.findAll('.vap-event')
    expect(items).toHaveLength(2)
    expect(items[1]?.get('.vap-event__name').text()).toBe('update')
    expect(items[1]?.get('.vap-event__id').text()).toBe('id: 42')
    expect(items[1]?.get('.vap-event__retry').text()).toBe('retry: 1000 ms')
    expect(items[1]?.get('.vap-event__data').element.textContent).toBe('{"a":1}\n<b>x</b>')
    expect(wrapper.find('b').exists()).toBe(false)
    expect(items[0]?.find('.vap-event__id').exists()).toBe(false)
    expect(wrapper.find('.vap-events__streaming').exists()).toBe(false)
  })

  it('says "1 event" and shows that the stream is still arriving', () => {
    const wrapper = mount(EventList, { props: { events: makeEvents(1), streaming: true } })
    expect(wrapper.get('.vap-events__count').text()).toBe('1 event')
    expect(wrapper.get('.vap-events__streaming').text()).toBe('streaming…')
  })

  it('grows as events are pushed into a reactive array', async () => {
    const events = reactive<ServerSentEvent[]>([])
    const wrapper = mount(EventList, { props: { events, streaming: true } })
    expect(wrapper.get('.vap-events__count').text()).toBe('0 events')
    events.push(...makeEvents(12))
    await wrapper.vm.$nextTick()
    expect(wrapper.get('.vap-events__count').text()).toBe('12 events')
    expect(wrapper.findAll('.vap-event')).toHaveLength(12)
  })

  it('renders only the most recent events of a long stream', () => {
    const wrapper = mount(EventList, { props: { events: makeEvents(12_000), maxRendered: 100 } })
    expect(wrapper.get('.vap-events__count').text()).toBe('12,000 events')
    const items = wrapper.findAll('.vap-event')
    expect(items).toHaveLength(100)
    expect(items[0]?.get('.vap-event__data').text()).toBe('data 11900')
    expect(wrapper.get('ol').attributes('start')).toBe('11901')
    expect(wrapper.get('.vap-events__note').text()).toContain('last 100 events')
  })

  it('mounts a long list a hundred events per frame', async () => {
    const wrapper = mount(EventList, { props: { events: makeEvents(2000) } })
    expect(wrapper.findAll('.vap-event')).toHaveLength(100)
    expect(wrapper.get('.vap-events__count').text()).toBe('2,000 events')
    await vi.waitFor(() => expect(wrapper.findAll('.vap-event')).toHaveLength(500), {
      timeout: 10_000,
    })
    expect(wrapper.get('.vap-event__data').text()).toBe('data 1500')
  })

  it('renders fewer while the stream goes on, all of the most recent once it ends', async () => {
    const wrapper = mount(EventList, {
      props: { events: makeEvents(1000), streaming: true, maxRendered: 300 },
    })
    expect(wrapper.findAll('.vap-event')).toHaveLength(100)
    expect(wrapper.get('.vap-events__count').text()).toBe('1,000 events')
    await wrapper.setProps({ streaming: false })
    // A hundred more per frame, not all at once.
    expect(wrapper.findAll('.vap-event')).toHaveLength(200)
    await vi.waitFor(() => expect(wrapper.findAll('.vap-event')).toHaveLength(300), {
      timeout: 10_000,
    })
    const items = wrapper.findAll('.vap-event')
    expect(items[0]?.get('.vap-event__data').text()).toBe('data 700')
  })

  it('shows each event as its reader says, once per event, and lists what differs', async () => {
    const events = reactive<ServerSentEvent[]>([{ event: 'message', data: '{"a":1}' }])
    const read = vi.fn((event: ServerSentEvent) =>
      event.data.startsWith('{')
        ? {
            text: JSON.stringify(JSON.parse(event.data), null, 2),
            problems: ['data.b is required.'],
          }
        : undefined,
    )
    const wrapper = mount(EventList, { props: { events, streaming: true, read } })
    expect(wrapper.get('.vap-event__data').element.textContent).toBe('{\n  "a": 1\n}')
    expect(wrapper.get('.vap-event__problems p').text()).toBe('Not as described:')
    expect(wrapper.findAll('.vap-event__problems li').map((li) => li.text())).toEqual([
      'data.b is required.',
    ])
    events.push({ event: 'message', data: 'plain <b>text</b>' })
    await wrapper.vm.$nextTick()
    const items = wrapper.findAll('.vap-event')
    expect(items[1]?.get('.vap-event__data').element.textContent).toBe('plain <b>text</b>')
    expect(items[1]?.find('.vap-event__problems').exists()).toBe(false)
    expect(wrapper.find('b').exists()).toBe(false)
    // The first event was not read again when the second arrived.
    expect(read).toHaveBeenCalledTimes(2)
    // Copy and download keep the events as received.
    expect((wrapper.vm as unknown as { fullText: () => string }).fullText()).toContain(
      'data: {"a":1}',
    )
  })
})
