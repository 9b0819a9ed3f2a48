import { flushPromises, mount } from '@vue/test-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { h } from 'vue'
import { startApiServer, type ApiServer } from '../../../../../server/index'
import type {
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
} from '../../core/types'
import { loadRequestBuilder } from '../ApiRequest/builder/loadBuilder'
import VueApiPlayground from './VueApiPlayground.vue'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer({ port: 0 })
  // The form's request builder loads on its first interaction; loaded first, Send emits at once.
  await loadRequestBuilder()
})
afterAll(() => api.close())

type Props = InstanceType<typeof VueApiPlayground>['$props']
const make = (props: Partial<Props>, slots = {}) =>
  mount(VueApiPlayground, {
    props: { url: `${api.url}/echo/items`, method: 'get', ...props },
    slots,
    attachTo: document.body,
  })

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
    await flushPromises()
  }
}

describe('VueApiPlayground', () => {
  it('fires before-send, request-start and request-success in order, and shows the response', async () => {
    const wrapper = make({
      method: 'post',
      data: [{ name: 'title', value: 'Hi' }],
    })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-success'))
    const order = Object.keys(wrapper.emitted()).filter(
      (name) => name.startsWith('request') || name === 'before-send',
    )
    expect(order).toEqual(['before-send', 'request-start', 'request-success'])
    const start = wrapper.emitted('request-start')![0]![0] as RequestStartPayload
    expect(start).toMatchObject({
      url: `${api.url}/echo/items`,
      method: 'POST',
      body: '{"title":"Hi"}',
    })
    expect(start.headers).toMatchObject({ 'Content-Type': 'application/json' })
    const success = wrapper.emitted('request-success')![0]![0] as RequestSuccessPayload
    expect(success.status).toBe(200)
    expect(success.body).toMatchObject({ json: { title: 'Hi' } })
    expect(success.durationMs).toBeGreaterThan(0)
    // The response display loads on demand: it may arrive after the event.
    await until(() => wrapper.text().includes('200'))
    wrapper.unmount()
  })

  it('passes every form prop through to the request form', async () => {
    const wrapper = make({
      url: `${api.url}/echo/{kind}`,
      method: 'POST',
      data: [{ name: 'kind', value: 'notes', type: 'path', description: 'What to create' }],
      headers: { 'X-Team': 'docs' },
      showMethod: true,
      showUrl: true,
      headingTag: 'h3',
      dense: true,
      contentType: 'text/plain',
      body: 'hello',
      servers: [api.url],
    })
    expect(wrapper.find('.vap-method-badge').text()).toBe('POST')
    // The URL as it is sent: the path parameter in place.
    expect(wrapper.find('.vap-request__url').text()).toBe(`${api.url}/echo/notes`)
    expect(wrapper.find('h3.vap-heading').exists()).toBe(true)
    expect(wrapper.find('.vap-params--dense .vap-params__description').text()).toBe(
      'What to create',
    )
    expect((wrapper.find('textarea.vap-request__body').element as HTMLTextAreaElement).value).toBe(
      'hello',
    )
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-success'))
    const success = wrapper.emitted('request-success')![0]![0] as RequestSuccessPayload
    expect(success.body).toMatchObject({
      path: '/echo/notes',
      body: 'hello',
      headers: { 'content-type': 'text/plain', 'x-team': 'docs' },
    })
    wrapper.unmount()
  })

  it('shows download progress while a slow body arrives', async () => {
    const wrapper = make({ url: `${api.url}/drip?kb=256&ms=600` })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => wrapper.find('.vap-progress').exists())
    expect(wrapper.find('.vap-progress').text()).toMatch(/^Receiving [\d.]+ KB of 256 KB…$/)
    expect(wrapper.find('.vap-progress progress').attributes('max')).toBe(String(256 * 1024))
    // `loading` is only the wait for fetch() (docs/guide/send-button.md); while the body arrives,
    // Send is live again.
    expect(wrapper.find('.vap-send').attributes('disabled')).toBeUndefined()
    await until(() => !!wrapper.emitted('request-success'))
    expect(wrapper.find('.vap-progress').exists()).toBe(false)
    wrapper.unmount()
  })

  it('before-send may mutate the envelope', async () => {
    const wrapper = make({
      'onBefore-send': (envelope: RequestEnvelope) => {
        envelope.url += '?added=1'
        ;(envelope.init.headers as Record<string, string>)['X-Added'] = 'yes'
      },
    } as Partial<Props>)
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-success'))
    const success = wrapper.emitted('request-success')![0]![0] as RequestSuccessPayload
    expect(success.body).toMatchObject({ query: { added: '1' }, headers: { 'x-added': 'yes' } })
    wrapper.unmount()
  })

  it('before-send may set ready: the request waits for it, a second Send meanwhile sends nothing, a rejected one sends nothing', async () => {
    let release!: () => void
    let refuse!: (error: Error) => void
    const waits = [
      new Promise<void>((resolve) => (release = resolve)),
      new Promise<void>((_, reject) => (refuse = reject)),
    ]
    let calls = 0
    const wrapper = make({
      'onBefore-send': (envelope: RequestEnvelope) => {
        const wait = waits[calls++]!
        envelope.ready = wait.then(() => void (envelope.url += '?late=1'))
      },
    } as Partial<Props>)
    await wrapper.find('.vap-send').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('request-start')).toBeUndefined()
    // Waiting: another Send is not a second request.
    await wrapper.find('.vap-send').trigger('click')
    await flushPromises()
    expect(calls).toBe(1)
    release()
    await until(() => !!wrapper.emitted('request-success'))
    const success = wrapper.emitted('request-success')![0]![0] as RequestSuccessPayload
    // Sent with what the handler did once ready.
    expect(success.body).toMatchObject({ query: { late: '1' } })
    await wrapper.find('.vap-send').trigger('click')
    refuse(new Error('chunk failed'))
    await flushPromises()
    expect(calls).toBe(2)
    expect(wrapper.emitted('request-start')).toHaveLength(1)
    expect(wrapper.emitted('request-error')).toBeUndefined()
    wrapper.unmount()
  })

  it('a non-2xx status is a response: request-success with its status', async () => {
    const wrapper = make({ url: `${api.url}/status/404` })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-success'))
    expect((wrapper.emitted('request-success')![0]![0] as RequestSuccessPayload).status).toBe(404)
    expect(wrapper.emitted('request-error')).toBeUndefined()
    wrapper.unmount()
  })

  it('a refused connection fires request-error with durationMs and shows the error', async () => {
    const wrapper = make({ url: 'http://127.0.0.1:9/' })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-error'))
    const payload = wrapper.emitted('request-error')![0]![0] as RequestErrorPayload
    expect(payload.error).toBeInstanceOf(Error)
    expect(payload.durationMs).toBeGreaterThanOrEqual(0)
    expect(wrapper.text()).toMatch(/CORS/)
    wrapper.unmount()
  })

  it('streams events, shows Stop, and Stop aborts with request-error', async () => {
    const wrapper = make({ url: `${api.url}/stream?events=100&interval=30` })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => wrapper.find('.vap-send').text() === 'Stop')
    await until(() => wrapper.text().includes('tick'))
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-error'))
    const payload = wrapper.emitted('request-error')![0]![0] as RequestErrorPayload
    expect(payload.error.name).toBe('AbortError')
    expect(wrapper.find('.vap-send').text()).toBe('Send')
    wrapper.unmount()
  })

  it('the send-button slot exposes loading, execute, abort and streaming', async () => {
    const seen: string[] = []
    const wrapper = make(
      { url: `${api.url}/slow?ms=2000` },
      {
        'send-button': (p: {
          loading: boolean
          streaming: boolean
          execute: () => void
          abort: () => void
        }) => {
          seen.push(`${p.loading}/${p.streaming}`)
          return [
            h('button', { class: 'go', onClick: p.execute }, 'Go'),
            h('button', { class: 'stop', onClick: p.abort }, 'Cancel'),
          ]
        },
      },
    )
    await wrapper.find('.go').trigger('click')
    await until(() => seen.includes('true/false'))
    await wrapper.find('.stop').trigger('click')
    await until(() => !!wrapper.emitted('request-error'))
    expect((wrapper.emitted('request-error')![0]![0] as RequestErrorPayload).error.name).toBe(
      'AbortError',
    )
    wrapper.unmount()
  })

  it('sends with the fetch prop when given, and labels that response as responseLabel says', async () => {
    const seen: string[] = []
    const wrapper = make({
      responseLabel: 'mocked',
      fetch: async (input) => {
        seen.push(String(input))
        return new Response('{"ok":true}', {
          status: 201,
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => wrapper.find('.vap-response__label').exists())
    expect(seen).toEqual([`${api.url}/echo/items`])
    expect(wrapper.find('.vap-response__label').text()).toBe('mocked')
    expect(wrapper.find('.vap-status').text()).toContain('201')
    // Back to the browser's fetch: the next response is the server's, without the label.
    await wrapper.setProps({ fetch: undefined, responseLabel: undefined })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => wrapper.findAll('.vap-status').some((s) => s.text().includes('200')))
    expect(wrapper.find('.vap-response__label').exists()).toBe(false)
    expect(seen).toHaveLength(1)
    wrapper.unmount()
  })

  it('abort when idle does nothing', async () => {
    const wrapper = make(
      {},
      {
        'send-button': (p: { abort: () => void }) =>
          h('button', { class: 'stop', onClick: p.abort }),
      },
    )
    await wrapper.find('.stop').trigger('click')
    expect(wrapper.emitted('request-error')).toBeUndefined()
    wrapper.unmount()
  })

  it('unmounting aborts the request in flight: the server sees the client go away', async () => {
    const logs: string[] = []
    const own = await startApiServer({ port: 0, log: (line) => logs.push(line) })
    const wrapper = make({ url: `${own.url}/slow?ms=3000` })
    await wrapper.find('.vap-send').trigger('click')
    await until(() => !!wrapper.emitted('request-start'))
    await new Promise((r) => setTimeout(r, 50))
    wrapper.unmount()
    await until(() =>
      logs.some((line) => line.includes('/slow') && line.includes('closed by client')),
    )
    await own.close()
  })

  it('auth and server are two-way bound', async () => {
    const wrapper = make({
      url: '/auth/bearer',
      servers: [api.url, `${api.url}/echo`],
      auth: { type: 'bearer', token: 'demo-token' },
    })
    await wrapper.find('.vap-server select').setValue(`${api.url}/echo`)
    const servers = wrapper.emitted('update:server') as string[][]
    expect(servers.map(([s]) => s)).toEqual([api.url, `${api.url}/echo`])
    // Preset auth opens the Authorization section; its editor loads on demand.
    await until(() => wrapper.find('.vap-auth input').exists())
    await wrapper.find('.vap-auth input').setValue('other')
    expect((wrapper.emitted('update:auth') as unknown[][]).at(-1)![0]).toEqual({
      type: 'bearer',
      token: 'other',
    })
    wrapper.unmount()
  })
})
