import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reactive } from 'vue'
import { toCurl } from '../../core/curl/to-curl'
import type { ServerSentEvent } from '../../core/types'
import { bigJson, stubObjectUrls } from '../ResponseBody/testUtils'
import ApiResponse from './ApiResponseView.vue'
import type { ApiResponseProps } from './types'

const json = { 'content-type': 'application/json' }

// Captured before any test fakes timers.
const realSetTimeout = setTimeout

/** Waits until `check` holds: lazily loaded viewers and the download code arrive asynchronously. */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await flushPromises()
    await new Promise((resolve) => realSetTimeout(resolve, 5))
  }
}

function render(props: Partial<ApiResponseProps> & Record<string, unknown> = {}) {
  return mount(ApiResponse, {
    props: { status: 200, time: 35, headers: json, body: { ok: true }, ...props },
  })
}

/** Blob#text is missing in jsdom. */
const readText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

const request = {
  url: 'https://api.example.com/pets?limit=10',
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Note': "it's" },
  body: '{"name":"Rex"}',
}

enableAutoUnmount(afterEach)

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn')
})
afterEach(() => {
  // No Vue prop warnings in any test.
  expect(warn).not.toHaveBeenCalled()
  warn.mockRestore()
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('ApiResponse: when to render', () => {
  it('renders nothing at all when body is null', () => {
    const wrapper = render({ body: null })
    expect(wrapper.find('*').exists()).toBe(false)
    expect(wrapper.html()).toMatch(/^(<!--v-if-->)?$/)
  })

  it('renders nothing when body is undefined', () => {
    const wrapper = mount(ApiResponse, {
      props: { status: null, time: null, headers: null, body: undefined },
    })
    expect(wrapper.find('section').exists()).toBe(false)
  })

  it('appears when the body arrives and disappears when it is cleared', async () => {
    const wrapper = render({ body: null })
    await wrapper.setProps({ body: { a: 1 } })
    expect(wrapper.find('section.vap-root.vap-response').exists()).toBe(true)
    await wrapper.setProps({ body: null })
    expect(wrapper.find('section').exists()).toBe(false)
  })

  it('renders for an error or a stream in progress even without a body', () => {
    expect(
      render({ body: null, error: new TypeError('Failed to fetch') })
        .find('section')
        .exists(),
    ).toBe(true)
    expect(render({ body: null, streaming: true }).find('section').exists()).toBe(true)
  })
})

describe('ApiResponse: status line', () => {
  it.each([
    [101, '101 Switching Protocols', '1xx', 'neutral'],
    [200, '200 OK', '2xx', 'success'],
    [201, '201 Created', '2xx', 'success'],
    [304, '304 Not Modified', '3xx', 'info'],
    [404, '404 Not Found', '4xx', 'warning'],
    [429, '429 Too Many Requests', '4xx', 'warning'],
    [500, '500 Internal Server Error', '5xx', 'danger'],
    [503, '503 Service Unavailable', '5xx', 'danger'],
    [599, '599', '5xx', 'danger'],
  ])('shows %i as "%s", coloured as %s (%s)', (status, text, cls, tone) => {
    const badge = render({ status }).get('.vap-status')
    expect(badge.text()).toBe(text)
    expect(badge.classes()).toContain(`vap-status--${cls}`)
    expect(badge.classes()).toContain(`vap-status--${tone}`)
  })

  it('shows the time and hides status and time when they are null', () => {
    expect(render({ time: 35 }).get('.vap-response__time').text()).toBe('Time: 35 ms')
    expect(render({ time: 1240 }).get('.vap-response__time').text()).toBe('Time: 1.24 s')
    const wrapper = render({ status: null, time: null })
    expect(wrapper.find('.vap-status').exists()).toBe(false)
    expect(wrapper.find('.vap-response__time').exists()).toBe(false)
  })

  it('uses the heading tag, h4 by default', () => {
    expect(render().get('h4.vap-response__title').text()).toBe('Response')
    const wrapper = render({ headingTag: 'h3' })
    expect(wrapper.get('h3').text()).toBe('Response')
    expect(wrapper.get('section').attributes('aria-labelledby')).toBe(
      wrapper.get('h3').attributes('id'),
    )
  })
})

describe('ApiResponse: size', () => {
  it('formats the given size', () => {
    expect(render({ size: 1280 }).get('.vap-response__size').text()).toBe('Size: 1.25 KB')
    expect(render({ size: 512 }).get('.vap-response__size').text()).toBe('Size: 512 B')
    expect(render({ size: 0 }).get('.vap-response__size').text()).toBe('Size: 0 B')
  })

  it('computes the UTF-8 length of a text body when no size is given', () => {
    const wrapper = render({ headers: { 'content-type': 'text/plain' }, body: 'é'.repeat(640) })
    expect(wrapper.get('.vap-response__size').text()).toBe('Size: 1.25 KB')
  })

  it('uses the received text or the compact JSON for JSON bodies', () => {
    expect(
      render({ body: { a: 1 } })
        .get('.vap-response__size')
        .text(),
    ).toBe('Size: 7 B')
    expect(
      render({ body: { a: 1 }, text: '{ "a": 1 }' })
        .get('.vap-response__size')
        .text(),
    ).toBe('Size: 10 B')
  })

  it('uses the Blob size for images and binary', () => {
    const urls = stubObjectUrls()
    const body = new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'application/zip' })
    expect(render({ headers: null, body }).get('.vap-response__size').text()).toBe('Size: 3 MB')
    urls.restore()
  })
})

describe('ApiResponse: cURL', () => {
  it('hides the cURL button without a request', () => {
    const wrapper = render()
    expect(wrapper.find('.vap-response__curl-toggle').exists()).toBe(false)
    expect(wrapper.find('.vap-response__curl').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('cURL')
  })

  it('reveals the toCurl command with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const wrapper = render({ request })
    const toggle = wrapper.get('button.vap-response__curl-toggle')
    expect(toggle.text()).toBe('cURL')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    const panel = wrapper.get('.vap-response__curl')
    expect(toggle.attributes('aria-controls')).toBe(panel.attributes('id'))
    expect((panel.element as HTMLElement).style.display).toBe('none')

    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    expect((panel.element as HTMLElement).style.display).toBe('')
    expect(panel.get('pre').element.textContent).toBe(toCurl(request))

    await panel.get('button[aria-label="Copy cURL command"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(toCurl(request))
  })
})

describe('ApiResponse: headers', () => {
  it('lists the headers in a collapsible section', () => {
    const headers = { 'content-type': 'application/json', 'x-request-id': 'abc<script>' }
    const wrapper = render({ headers })
    const details = wrapper.get('details.vap-response__headers')
    expect(details.attributes('open')).toBeUndefined()
    expect(details.get('summary').text()).toBe('Headers (2)')
    const rows = details.findAll('tr').map((tr) => [tr.get('th').text(), tr.get('td').text()])
    expect(rows).toEqual(Object.entries(headers))
    expect(wrapper.find('script').exists()).toBe(false)
  })

  it('has no headers section without headers', () => {
    expect(render({ headers: {} }).find('details').exists()).toBe(false)
    expect(render({ headers: null }).find('details').exists()).toBe(false)
  })
})

describe('ApiResponse: bodies', () => {
  it('pretty-prints and highlights JSON', () => {
    const body = { name: 'Rex', age: 3, good: true, owner: null }
    const wrapper = render({ body })
    expect(wrapper.get('.vap-response__body pre').element.textContent).toBe(
      JSON.stringify(body, null, 2),
    )
    expect(wrapper.findAll('.vap-tok-key').map((k) => k.text())).toEqual([
      '"name"',
      '"age"',
      '"good"',
      '"owner"',
    ])
    expect(wrapper.get('.vap-tok-string').text()).toBe('"Rex"')
    expect(wrapper.get('.vap-tok-number').text()).toBe('3')
    expect(wrapper.get('.vap-tok-boolean').text()).toBe('true')
    expect(wrapper.get('.vap-tok-null').text()).toBe('null')
    // Small bodies are rendered whole, without loading the large-body viewer.
    expect(wrapper.find('.vap-line').exists()).toBe(false)
  })

  it('shows JSON text from a string body, detected by content type or by parsing', () => {
    const declared = render({ body: '{"id":12345678901234567890}' })
    expect(declared.get('.vap-response__body pre').element.textContent).toBe(
      '{\n  "id": 12345678901234567890\n}',
    )
    const sniffed = render({ headers: null, body: '[1,2]' })
    expect(sniffed.findAll('.vap-tok-number')).toHaveLength(2)
  })

  it('never injects HTML from the body', () => {
    const payload = '<img src=x onerror=alert(1)>'
    for (const body of [payload, { html: payload }, [payload]]) {
      const wrapper = render({ body })
      expect(wrapper.find('img').exists()).toBe(false)
      expect(wrapper.text()).toContain(payload)
    }
    const text = render({ headers: { 'content-type': 'text/html' }, body: payload })
    expect(text.find('img').exists()).toBe(false)
    expect(text.get('.vap-response__body pre').text()).toBe(payload)
  })

  it('shows text bodies as text', () => {
    const body = 'plain text\nsecond line'
    const wrapper = render({ headers: { 'content-type': 'text/plain' }, body })
    expect(wrapper.get('pre.vap-text').element.textContent).toBe(body)
    expect(wrapper.find('.vap-tok-key').exists()).toBe(false)
  })

  it('follows the kind prop over inference', () => {
    const wrapper = render({ headers: null, body: '{"a":1}', kind: 'text' })
    expect(wrapper.find('.vap-tok-key').exists()).toBe(false)
    expect(wrapper.get('pre.vap-text').text()).toBe('{"a":1}')
  })

  it('says when the body is empty', () => {
    expect(render({ status: 204, headers: null, body: '' }).text()).toContain('No content.')
    expect(render({ headers: null, body: '', kind: 'empty' }).text()).toContain('no body')
    expect(render({ headers: null, body: '' }).find('.vap-response__copy').exists()).toBe(false)
  })

  it('previews images through an object URL, revoked on unmount', async () => {
    const urls = stubObjectUrls()
    const body = new Blob([new Uint8Array(2048)], { type: 'image/png' })
    const wrapper = render({ headers: { 'content-type': 'image/png' }, body })
    await until(() => wrapper.find('img').exists())
    expect(urls.create).toHaveBeenCalledWith(body)
    expect(wrapper.get('img').attributes('src')).toBe('blob:test/1')
    expect(wrapper.get('figcaption').text()).toContain('2 KB')
    expect(wrapper.find('.vap-response__copy').exists()).toBe(false)
    wrapper.unmount()
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1')
    urls.restore()
  })

  it('offers other binary bodies as a download with type and size', async () => {
    const urls = stubObjectUrls()
    const body = new Blob([new Uint8Array(10)], { type: 'application/pdf' })
    const wrapper = render({
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="a.pdf"',
      },
      body,
    })
    await until(() => wrapper.find('.vap-binary').exists())
    const binary = wrapper.get('.vap-binary')
    expect(binary.text()).toContain('application/pdf')
    expect(binary.text()).toContain('10 B')
    expect(binary.get('a').attributes('download')).toBe('a.pdf')
    urls.restore()
  })

  it('lists events with a count while streaming and after', async () => {
    const events = reactive<ServerSentEvent[]>([])
    const wrapper = render({
      headers: { 'content-type': 'text/event-stream' },
      body: events,
      streaming: true,
    })
    await until(() => wrapper.find('.vap-events__count').exists())
    expect(wrapper.get('.vap-events__count').text()).toBe('0 events')
    events.push(
      ...Array.from({ length: 12 }, (_, i) => ({ event: 'tick', data: `n=${i}`, id: String(i) })),
    )
    await flushPromises()
    expect(wrapper.get('.vap-events__count').text()).toBe('12 events')
    expect(wrapper.get('.vap-events__streaming').text()).toBe('streaming…')
    expect(wrapper.findAll('.vap-event')).toHaveLength(12)
    await wrapper.setProps({ streaming: false })
    expect(wrapper.find('.vap-events__streaming').exists()).toBe(false)
  })

  it('shows a stream that has started without events yet', async () => {
    const wrapper = render({ body: null, streaming: true, kind: 'event-stream' })
    await until(() => wrapper.find('.vap-events__count').exists())
    expect(wrapper.get('.vap-events__count').text()).toBe('0 events')
    expect(wrapper.text()).toContain('streaming…')
  })
})

describe('ApiResponse: large bodies', () => {
  it('renders a 5 MB JSON body as a window of lines and copies all of it', async () => {
    const text = bigJson(5)
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024)
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })

    // No clock here: bench/large-body.ts times a 5 MB body in Chromium, bench/core-limits.ts
    // the formatter and tokenizer; this checks what is rendered and copied.
    const wrapper = render({ body: text, size: 5 * 1024 * 1024 })
    await until(() => wrapper.find('.vap-line').exists())
    const lines = wrapper.findAll('.vap-line')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.length).toBeLessThan(200)
    expect(wrapper.get('.vap-response__size').text()).toBe('Size: 5 MB')

    await wrapper.get('button[aria-label="Copy response body"]').trigger('click')
    await flushPromises()
    const copied = (writeText.mock.calls[0] as unknown as [string])[0]
    expect(copied).toBe(JSON.stringify(JSON.parse(text), null, 2))
  })

  it('formats a large JSON body in slices, showing progress, then all of it', async () => {
    vi.useFakeTimers()
    try {
      const text = bigJson(3)
      const wrapper = render({ body: text })
      await until(() => wrapper.find('.vap-line').exists())
      expect(wrapper.get('.vap-json__progress').text()).toMatch(/^Formatting… \d+%$/)
      expect(wrapper.findAll('.vap-line').length).toBeLessThan(200)
      vi.runAllTimers()
      await flushPromises()
      expect(wrapper.find('.vap-json__progress').exists()).toBe(false)
      expect(wrapper.findAll('.vap-line').length).toBeLessThan(200)
      expect(wrapper.get('.vap-line').text()).toBe('[')
    } finally {
      vi.useRealTimers()
    }
  })

  it('copies the full text of a large text body', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const body = Array.from({ length: 30_000 }, (_, i) => `line ${i}`).join('\n')
    const wrapper = render({ headers: { 'content-type': 'text/plain' }, body })
    await until(() => wrapper.find('.vap-line').exists())
    expect(wrapper.findAll('.vap-line').length).toBeLessThan(200)
    expect(wrapper.get('.vap-line').text()).toBe('line 0')
    await wrapper.get('button[aria-label="Copy response body"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(body)
  })

  it('copies an event stream as text/event-stream', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const body: ServerSentEvent[] = [
      { event: 'message', data: 'a' },
      { event: 'x', data: 'b', id: '1' },
    ]
    const wrapper = render({ headers: { 'content-type': 'text/event-stream' }, body })
    await until(() => wrapper.find('.vap-event').exists())
    await wrapper.get('button[aria-label="Copy response body"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('data: a\n\nevent: x\nid: 1\ndata: b\n\n')
  })

  it('copies JSON Lines items as their lines', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const body: ServerSentEvent[] = [
      { event: 'item', data: '{"id":1}' },
      { event: 'item', data: '{"id":2}' },
    ]
    const wrapper = render({
      headers: { 'content-type': 'application/jsonl' },
      body,
      kind: 'event-stream',
    })
    await until(() => wrapper.find('.vap-event').exists())
    await wrapper.get('button[aria-label="Copy response body"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('{"id":1}\n{"id":2}\n')
  })
})

describe('ApiResponse: download', () => {
  it('downloads the full body under a name from the content type', async () => {
    const urls = stubObjectUrls()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const wrapper = render({ body: { a: 1 } })
    await wrapper.get('button[aria-label="Download response body"]').trigger('click')
    await until(() => click.mock.calls.length > 0)
    expect(click).toHaveBeenCalledTimes(1)
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('response.json')
    const blob = urls.create.mock.calls[0]?.[0] as Blob
    expect(blob.type).toBe('application/json')
    expect(await readText(blob)).toBe('{\n  "a": 1\n}')
    expect(document.querySelector('a[download]')).toBeNull()
    click.mockRestore()
    urls.restore()
  })
})

describe('ApiResponse: download (exact bytes)', () => {
  it('downloads JSON text as received, and binary bodies as they are', async () => {
    const urls = stubObjectUrls()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const text = '{"id":12345678901234567890,"b":1.10}'
    const wrapper = render({ body: JSON.parse(text), text })
    expect(wrapper.get('.vap-response__body pre').text()).toBe(
      '{\n  "id": 12345678901234567890,\n  "b": 1.10\n}',
    )
    await wrapper.get('button[aria-label="Download response body"]').trigger('click')
    await until(() => click.mock.calls.length === 1)
    expect(await readText(urls.create.mock.calls.at(-1)?.[0] as Blob)).toBe(text)

    const pdf = new Blob([new Uint8Array(4)], { type: 'application/pdf' })
    const binary = render({ headers: { 'content-type': 'application/pdf' }, body: pdf })
    await binary.get('button[aria-label="Download response body"]').trigger('click')
    await until(() => click.mock.calls.length === 2)
    expect(urls.create.mock.calls.at(-1)?.[0]).toBe(pdf)
    expect((click.mock.contexts.at(-1) as HTMLAnchorElement).download).toBe('response.pdf')
    click.mockRestore()
    urls.restore()
  })
})

describe('ApiResponse: errors', () => {
  it('explains a network failure, mentions CORS and offers the cURL command', () => {
    const wrapper = render({
      status: null,
      body: null,
      error: new TypeError('Failed to fetch'),
      request,
    })
    const error = wrapper.get('.vap-response__error')
    expect(error.text()).toContain('Could not reach the server')
    expect(error.text()).toContain('CORS')
    expect(error.text()).toContain('server is down')
    expect(error.text()).toContain('Details: Failed to fetch')
    expect(error.get('pre').element.textContent).toBe(toCurl(request))
    expect(error.find('button[aria-label="Copy cURL command"]').exists()).toBe(true)
    // No body, so no size, and nothing to copy or download.
    expect(wrapper.find('.vap-response__size').exists()).toBe(false)
    expect(wrapper.find('button[aria-label="Download response body"]').exists()).toBe(false)
    // The command is shown once, not also behind the toolbar button.
    expect(wrapper.find('.vap-response__curl-toggle').exists()).toBe(false)
    expect(wrapper.find('.vap-status').exists()).toBe(false)
  })

  it('explains a network failure without a cURL command when there is no request', () => {
    const wrapper = render({ status: null, body: null, error: new TypeError('Failed to fetch') })
    expect(wrapper.text()).toContain('CORS')
    expect(wrapper.find('pre').exists()).toBe(false)
  })

  it('says "Request aborted" for an AbortError', () => {
    const error = new DOMException('The operation was aborted.', 'AbortError')
    const wrapper = render({ status: null, body: null, error, request })
    expect(wrapper.get('.vap-response__error-title').text()).toBe('Request aborted')
    expect(wrapper.text()).not.toContain('CORS')
    expect(wrapper.text()).not.toContain('The operation was aborted')
    // The cURL command stays available behind its button.
    expect(wrapper.find('.vap-response__curl-toggle').exists()).toBe(true)
  })

  it('shows other errors with their message', () => {
    const wrapper = render({ status: null, body: null, error: new Error('Something odd') })
    expect(wrapper.get('.vap-response__error-title').text()).toBe('Request failed')
    expect(wrapper.text()).toContain('Details: Something odd')
  })
})

describe('ApiResponse: accessibility', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('announces the status line in a polite live region', async () => {
    const wrapper = render({ status: 200, time: 35 })
    const live = wrapper.get('.vap-response__live')
    expect(live.attributes('aria-live')).toBe('polite')
    expect(live.attributes('role')).toBe('status')
    // Filled a moment after insertion so screen readers notice the change.
    expect(live.text()).toBe('')
    vi.advanceTimersByTime(100)
    await flushPromises()
    expect(live.text()).toBe('Response 200 OK in 35 ms')
    await wrapper.setProps({ status: 404, time: 12 })
    expect(live.text()).toBe('Response 404 Not Found in 12 ms')
  })

  it('announces a stream once, not per event', async () => {
    const events = reactive<ServerSentEvent[]>([])
    const wrapper = render({ body: events, streaming: true, kind: 'event-stream' })
    vi.advanceTimersByTime(100)
    await flushPromises()
    const live = wrapper.get('.vap-response__live')
    expect(live.text()).toBe('Response 200 OK in 35 ms, streaming events')
    events.push({ event: 'message', data: '1' })
    await flushPromises()
    expect(live.text()).toBe('Response 200 OK in 35 ms, streaming events')
    await wrapper.setProps({ streaming: false })
    expect(live.text()).toBe('Response 200 OK in 35 ms, 1 event')
  })

  it('announces errors', async () => {
    const wrapper = render({ status: null, body: null, error: new TypeError('Failed to fetch') })
    vi.advanceTimersByTime(100)
    await flushPromises()
    expect(wrapper.get('.vap-response__live').text()).toBe('Could not reach the server')
  })

  it('gives every button an accessible name', () => {
    const wrapper = render({ request })
    for (const button of wrapper.findAll('button')) {
      const name = button.attributes('aria-label') ?? button.text()
      expect(name.trim()).not.toBe('')
      expect(button.attributes('type')).toBe('button')
    }
    expect(wrapper.find('button[aria-label="Copy response body"]').exists()).toBe(true)
    expect(wrapper.find('button[aria-label="Download response body"]').exists()).toBe(true)
  })
})
