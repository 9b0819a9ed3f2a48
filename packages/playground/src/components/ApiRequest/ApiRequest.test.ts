import { flushPromises, mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { h } from 'vue'
import { buildRequest } from '../../core/request/request'
import type { BuildRequestOptions, RequestEnvelope } from '../../core/types'
import ApiRequest from './ApiRequest.vue'
import { loadRequestBuilder } from './builder/loadBuilder'

// The request builder loads on the form's first interaction; here it is loaded first, so that
// Send emits at once (builder/loadBuilder.test.ts tests Send before it has loaded).
beforeAll(() => loadRequestBuilder())

type Props = InstanceType<typeof ApiRequest>['$props']
const make = (props: Partial<Props> = {}) =>
  mount(ApiRequest, { props: { url: 'https://api.test/items', method: 'get', ...props } })

function lastEnvelope(wrapper: ReturnType<typeof make>): RequestEnvelope {
  const calls = wrapper.emitted('execute') as [RequestEnvelope][] | undefined
  expect(calls, 'execute was emitted').toBeTruthy()
  return calls!.at(-1)![0]
}

/** The cURL reader is loaded on demand: wait for its answer. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 5))
    await flushPromises()
  }
  expect(check()).toBe(true)
}

/** Opens a collapsible section (Headers, Authorization) and waits for its lazy editor. */
async function openSection(wrapper: ReturnType<typeof make>, heading: string, ready: string) {
  const section = wrapper
    .findAll('details.vap-section')
    .find((d) => d.find('summary').text().startsWith(heading))!
  ;(section.element as HTMLDetailsElement).open = true
  await until(() => wrapper.find(ready).exists())
}

/** Opens Paste cURL, imports `command` and waits for the panel's answer (its reader loads on demand). */
async function importCurl(wrapper: ReturnType<typeof make>, command: string) {
  ;(wrapper.find('.vap-curl-import').element as HTMLDetailsElement).open = true
  await until(() => wrapper.find('.vap-curl-import textarea').exists())
  await wrapper.find('.vap-curl-import textarea').setValue(command)
  await wrapper.find('.vap-curl-import button').trigger('click')
  await until(() => wrapper.find('.vap-curl-import .vap-message').exists())
}

describe('ApiRequest', () => {
  it('renders a labelled Key/Value table with the item HTML types', () => {
    const wrapper = make({
      data: [
        { name: 'id', value: '1', type: 'path' },
        { name: 'count', value: '2', type: 'number' },
        { name: 'mail', value: '', type: 'email' },
        { name: 'doc', value: '', type: 'file' },
      ],
    })
    expect(wrapper.find('table thead').text()).toContain('Key')
    const inputs = wrapper.findAll('tbody input')
    expect(inputs.map((i) => i.attributes('type'))).toEqual(['text', 'number', 'email', 'file'])
    for (const input of inputs) {
      expect(wrapper.find(`label[for="${input.attributes('id')}"]`).exists()).toBe(true)
    }
  })

  it('dense mode: grid with labels above inputs and descriptions', () => {
    const wrapper = make({ dense: true, data: [{ name: 'q', value: '', description: 'Query' }] })
    expect(wrapper.find('table').exists()).toBe(false)
    expect(wrapper.find('.vap-params--dense').exists()).toBe(true)
    const description = wrapper.find('.vap-params__description')
    expect(description.text()).toBe('Query')
    expect(wrapper.find('input').attributes('aria-describedby')).toBe(description.attributes('id'))
  })

  it('dense mode: code between backticks in a description shows as code, markup as text', () => {
    const text = '`true`: only active users, never <b>bold</b>'
    const wrapper = make({ dense: true, data: [{ name: 'active', value: '', description: text }] })
    const description = wrapper.find('.vap-params__description')
    expect(description.find('code').text()).toBe('true')
    expect(description.text()).toBe('true: only active users, never <b>bold</b>')
    expect(description.find('b').exists()).toBe(false)
  })

  it('execute emits { url, init } with path, query and header items applied', async () => {
    const wrapper = make({
      url: 'https://api.test/users/{id}',
      data: [
        { name: 'id', value: 'a b', type: 'path' },
        { name: 'q', value: 'x', type: 'query' },
        { name: 'X-Trace', value: 't', type: 'header' },
        { name: 'limit', value: '5' },
      ],
    })
    await wrapper.find('.vap-send').trigger('click')
    const { url, init } = lastEnvelope(wrapper)
    expect(url).toBe('https://api.test/users/a%20b?q=x&limit=5')
    expect(init.method).toBe('GET')
    expect(init.headers).toMatchObject({ 'X-Trace': 't' })
  })

  it('typed values are what gets sent', async () => {
    const wrapper = make({ data: [{ name: 'q', value: 'old', type: 'query' }] })
    await wrapper.find('tbody input').setValue('new value')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).url).toBe('https://api.test/items?q=new%20value')
  })

  it('Ctrl+Enter and Cmd+Enter in an input execute', async () => {
    const wrapper = make({ data: [{ name: 'q', value: '' }] })
    await wrapper.find('tbody input').trigger('keydown', { key: 'Enter', ctrlKey: true })
    await wrapper.find('tbody input').trigger('keydown', { key: 'Enter', metaKey: true })
    await wrapper.find('tbody input').trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('execute')).toHaveLength(2)
  })

  it('loading shows a spinner and disables execute, also from the keyboard', async () => {
    const wrapper = make({ loading: true, data: [{ name: 'q', value: '' }] })
    const button = wrapper.find('.vap-send')
    expect(button.attributes('disabled')).toBeDefined()
    expect(wrapper.find('.vap-spinner').exists()).toBe(true)
    await wrapper.find('tbody input').trigger('keydown', { key: 'Enter', ctrlKey: true })
    expect(wrapper.emitted('execute')).toBeUndefined()
  })

  it('streaming turns the button into Stop, which emits abort', async () => {
    const wrapper = make({ streaming: true })
    const button = wrapper.find('.vap-send')
    expect(button.text()).toBe('Stop')
    await button.trigger('click')
    expect(wrapper.emitted('abort')).toHaveLength(1)
    expect(wrapper.emitted('execute')).toBeUndefined()
  })

  it('the send-button slot gets loading, streaming, execute and abort', async () => {
    const wrapper = mount(ApiRequest, {
      props: { url: 'https://api.test/x', method: 'get', loading: false },
      slots: {
        'send-button': (p: { loading: boolean; streaming: boolean; execute: () => void }) =>
          h('button', { class: 'mine', onClick: p.execute }, `go ${p.loading} ${p.streaming}`),
      },
    })
    expect(wrapper.find('.vap-send').exists()).toBe(false)
    expect(wrapper.find('.mine').text()).toBe('go false false')
    await wrapper.find('.mine').trigger('click')
    expect(wrapper.emitted('execute')).toHaveLength(1)
  })

  it('headers are editable: change, add and remove', async () => {
    const wrapper = make({ headers: { 'X-One': '1', 'X-Two': '2' } })
    await until(() => wrapper.find('.vap-header-editor__value').exists())
    const valueInputs = () => wrapper.findAll('.vap-header-editor__value')
    await valueInputs()[0]!.setValue('one')
    await wrapper.findAll('.vap-header-editor button[aria-label^="Remove"]')[1]!.trigger('click')
    await wrapper.find('.vap-header-editor .vap-button--ghost').trigger('click')
    const names = wrapper.findAll('.vap-header-editor__name')
    await names.at(-1)!.setValue('X-New')
    await valueInputs().at(-1)!.setValue('n')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.headers).toEqual({ 'X-One': 'one', 'X-New': 'n' })
  })

  it('an invalid header name is flagged on its row before sending, and not sent', async () => {
    const wrapper = make({ headers: { 'Bad Name': 'x', 'X-Ok': 'y' } })
    await until(() => wrapper.find('.vap-header-editor__name').exists())
    const name = wrapper.findAll('.vap-header-editor__name')[0]!
    expect(name.attributes('aria-invalid')).toBe('true')
    const problem = wrapper.find(`#${name.attributes('aria-describedby')}`)
    expect(problem.text()).toContain('"Bad Name" is not a valid header name')
    expect(
      wrapper.findAll('.vap-header-editor__name')[1]!.attributes('aria-invalid'),
    ).toBeUndefined()
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.headers).toEqual({ 'X-Ok': 'y' })
    expect(wrapper.find('.vap-request > [role="status"]').text()).toContain('Bad Name')
  })

  it('custom Content-Type overrides the default for bodies', async () => {
    const wrapper = make({
      method: 'post',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      data: [{ name: 'a', value: '1' }],
    })
    await wrapper.find('.vap-send').trigger('click')
    const { init } = lastEnvelope(wrapper)
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/vnd.api+json' })
    expect(init.body).toBe('{"a":"1"}')
  })

  it('auth section drives v-model:auth and the request', async () => {
    const wrapper = make()
    expect(wrapper.find('.vap-auth').exists()).toBe(false)
    await openSection(wrapper, 'Authorization', '.vap-auth select')
    await wrapper.find('.vap-auth select').setValue('bearer')
    await wrapper.find('.vap-auth input').setValue('s3cret')
    const updates = wrapper.emitted('update:auth') as unknown[][]
    expect(updates.at(-1)![0]).toEqual({ type: 'bearer', token: 's3cret' })
    await wrapper.setProps({ auth: { type: 'bearer', token: 's3cret' } })
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.headers).toMatchObject({ Authorization: 'Bearer s3cret' })
  })

  it('a list of auths: one group each, fields labelled by what they are, all sent', async () => {
    const wrapper = make({
      auth: [
        { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '' },
        { type: 'bearer', token: '' },
      ],
    })
    // A list is described credentials: open from the start, no Type to choose.
    await until(() => wrapper.find('.vap-auth input').exists())
    expect(wrapper.find('.vap-auth select').exists()).toBe(false)
    const labels = wrapper.findAll('.vap-auth label').map((label) => label.text())
    expect(labels).toEqual(['X-API-Key header', 'Token'])
    expect(wrapper.findAll('.vap-auth legend').map((l) => l.text())).toEqual([
      'API key in header',
      'Bearer token',
    ])
    const inputs = wrapper.findAll('.vap-auth input')
    await inputs[0]!.setValue('k1')
    const first = (wrapper.emitted('update:auth') as unknown[][]).at(-1)![0]
    expect(first).toEqual([
      { type: 'apiKey', in: 'header', name: 'X-API-Key', value: 'k1' },
      { type: 'bearer', token: '' },
    ])
    await wrapper.setProps({ auth: first as Props['auth'] })
    await wrapper.findAll('.vap-auth input')[1]!.setValue('t1')
    await wrapper.setProps({
      auth: (wrapper.emitted('update:auth') as unknown[][]).at(-1)![0] as Props['auth'],
    })
    expect(wrapper.find('.vap-section__hint').exists()).toBe(true)
    expect(wrapper.text()).toContain('API key + Bearer')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.headers).toMatchObject({
      'X-API-Key': 'k1',
      Authorization: 'Bearer t1',
    })
  })

  it('emits form-change on mount and as the reader types, with what Send builds from', async () => {
    const wrapper = make({ data: [{ name: 'q', value: 'a', type: 'query' }] })
    await flushPromises()
    const changes = () => wrapper.emitted('form-change') as [BuildRequestOptions][]
    expect(changes()).toHaveLength(1)
    expect(changes()[0]![0].data).toEqual([{ name: 'q', value: 'a', type: 'query' }])
    await wrapper.find('tbody input').setValue('typed')
    expect(changes().at(-1)![0].data).toEqual([{ name: 'q', value: 'typed', type: 'query' }])
    expect(buildRequest(changes().at(-1)![0]).url).toBe('https://api.test/items?q=typed')
  })

  it('a server selector appears with more than one server and updates v-model:server', async () => {
    const one = make({ url: '/x', servers: ['https://a.test'] })
    expect(one.find('.vap-server').exists()).toBe(false)
    const wrapper = make({ url: '/x', servers: ['https://a.test', 'https://b.test/v2'] })
    // The model starts at the first server, and the parent is told so.
    expect((wrapper.emitted('update:server') as string[][])[0]![0]).toBe('https://a.test')
    await wrapper.find('.vap-server select').setValue('https://b.test/v2')
    expect((wrapper.emitted('update:server') as string[][]).at(-1)![0]).toBe('https://b.test/v2')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).url).toBe('https://b.test/v2/x')
  })

  it('the body editor is prefilled from body and the user edit wins, until a new preset', async () => {
    const wrapper = make({ method: 'post', contentType: 'text/plain', body: 'preset' })
    const textarea = wrapper.find('textarea.vap-request__body')
    expect((textarea.element as HTMLTextAreaElement).value).toBe('preset')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.body).toBe('preset')
    await textarea.setValue('edited')
    await wrapper.setProps({ url: 'https://api.test/other' })
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.body).toBe('edited')
    // A new preset is the parent's newer word (a docs page filling in the example picked).
    await wrapper.setProps({ body: 'preset 2' })
    expect((textarea.element as HTMLTextAreaElement).value).toBe('preset 2')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).init.body).toBe('preset 2')
  })

  it('keeps typed field values when the data changes, except where the new data sets a new value', async () => {
    const wrapper = make({
      method: 'get',
      data: [
        { name: 'a', value: '1', type: 'query' },
        { name: 'b', value: '2', type: 'query' },
        { name: 'c', value: '3', type: 'query' },
      ],
    })
    const inputs = wrapper.findAll('tbody input')
    await inputs[0]!.setValue('typed a')
    await inputs[1]!.setValue('typed b')
    await wrapper.setProps({
      data: [
        { name: 'a', value: '1', type: 'query' },
        { name: 'b', value: '20', type: 'query' },
        { name: 'c', value: '30', type: 'query' },
      ],
    })
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).url).toBe('https://api.test/items?a=typed%20a&b=20&c=30')
  })

  it('file items on GET: the form says they are not sent', () => {
    const wrapper = make({ data: [{ name: 'f', value: '', type: 'file' }] })
    expect(wrapper.text()).toContain('Files are not sent with GET requests.')
  })

  it('Paste cURL imports method, URL, headers, body and auth', async () => {
    const wrapper = make({
      url: 'https://api.test/users/{id}',
      data: [{ name: 'id', value: '1', type: 'path' }],
    })
    await importCurl(
      wrapper,
      `curl -X PUT 'https://api.test/users/9?x=1' -H 'Authorization: Bearer abc' -H 'X-A: b' --compressed -d '{"n":[1]}'`,
    )
    expect(wrapper.find('.vap-curl-import [role="status"]').text()).toContain('--compressed')
    expect((wrapper.emitted('update:auth') as unknown[][]).at(-1)![0]).toEqual({
      type: 'bearer',
      token: 'abc',
    })
    await wrapper.setProps({ auth: { type: 'bearer', token: 'abc' } })
    await wrapper.find('.vap-send').trigger('click')
    const { url, init } = lastEnvelope(wrapper)
    expect(url).toBe('https://api.test/users/9?x=1')
    expect(init.method).toBe('PUT')
    expect(init.body).toBe('{"n":[1]}')
    expect(init.headers).toMatchObject({ 'X-A': 'b', Authorization: 'Bearer abc' })
  })

  it('Paste cURL turns -u into basic auth', async () => {
    const wrapper = make()
    await importCurl(wrapper, 'curl -u "jürgen:pa:ss" https://api.test/items')
    expect((wrapper.emitted('update:auth') as unknown[][]).at(-1)![0]).toEqual({
      type: 'basic',
      username: 'jürgen',
      password: 'pa:ss',
    })
  })

  it('an unparseable command leaves the form untouched and keeps the text', async () => {
    const wrapper = make({ data: [{ name: 'q', value: 'keep', type: 'query' }] })
    await importCurl(wrapper, 'wget https://example.com')
    const textarea = wrapper.find('.vap-curl-import textarea')
    expect(wrapper.find('.vap-curl-import [role="alert"]').text()).toMatch(/not a cURL command/)
    expect((textarea.element as HTMLTextAreaElement).value).toBe('wget https://example.com')
    await wrapper.find('.vap-send').trigger('click')
    expect(lastEnvelope(wrapper).url).toBe('https://api.test/items?q=keep')
  })

  it('a method fetch() refuses is a clear error, not a throw; any other token is sent', async () => {
    const wrapper = make({ method: 'trace' })
    await wrapper.find('.vap-send').trigger('click')
    expect(wrapper.emitted('execute')).toBeUndefined()
    expect(wrapper.find('[role="alert"]').text()).toMatch(/trace.*CONNECT, TRACE and TRACK/i)
    const purge = make({ method: 'PURGE' })
    await purge.find('.vap-send').trigger('click')
    expect(lastEnvelope(purge).init.method).toBe('PURGE')
    // Methods are case-sensitive (RFC 9110): a token that is no standard method goes as written.
    const lower = make({ method: 'purge' })
    await lower.find('.vap-send').trigger('click')
    expect(lastEnvelope(lower).init.method).toBe('purge')
    const patch = make({ method: 'patch' })
    await patch.find('.vap-send').trigger('click')
    expect(lastEnvelope(patch).init.method).toBe('PATCH')
  })

  it('shows method badge and URL on request', () => {
    const wrapper = make({ showMethod: true, showUrl: true, headingTag: 'h3' })
    expect(wrapper.find('details.vap-section summary').text()).toContain('none')
    expect(wrapper.find('.vap-method-badge').text()).toBe('GET')
    expect(wrapper.find('.vap-request__url').text()).toBe('https://api.test/items')
    expect(wrapper.find('h3.vap-heading').exists()).toBe(true)
  })
})
