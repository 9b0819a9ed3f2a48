import { describe, expect, it } from 'vitest'
import { enTools } from '../i18n/en/tools'
import { complete, hasReference, resolveText } from './resolve'
import { problemText } from './problems'
import { resolveForm } from './resolveForm'

describe('resolveText', () => {
  it('replaces {{name}} with the value, spaces inside the braces allowed (as Scalar writes them)', () => {
    const found = resolveText('/users/{{userId}}/{{ kind }}', { userId: '42', kind: 'pets' })
    expect(found.value).toBe('/users/42/pets')
    expect(found.used).toEqual(['userId', 'kind'])
    expect(complete(found)).toBe(true)
  })

  it('resolves a value that uses other variables (nesting), each name reported once', () => {
    const variables = {
      host: 'api.{{region}}.example.com',
      base: 'https://{{host}}/v1',
      region: 'eu',
    }
    const found = resolveText('{{base}}/x and {{host}}', variables)
    expect(found.value).toBe('https://api.eu.example.com/v1/x and api.eu.example.com')
    expect(found.used).toEqual(['base', 'host', 'region'])
  })

  it('writes {{{{ as a literal {{, which is not resolved, also inside a value', () => {
    expect(resolveText('{{{{name}} is {{name}}', { name: 'x' }).value).toBe('{{name}} is x')
    expect(resolveText('{{tpl}}', { tpl: 'use {{{{id}}', id: '1' }).value).toBe('use {{id}}')
    // Braces that do not make a reference are text as it is.
    expect(resolveText('{"a":{"b":1}} {{ }} {{a b}}', {}).value).toBe('{"a":{"b":1}} {{ }} {{a b}}')
    expect(resolveText('{"a":{{{x}}}}', { x: '1' }).value).toBe('{"a":{1}}')
  })

  it('leaves an unknown name as written and reports it, also met inside a value', () => {
    const found = resolveText('{{a}} {{nope}}', { a: '{{missing}}!' })
    expect(found.value).toBe('{{missing}}! {{nope}}')
    expect(found.unknown).toEqual(['missing', 'nope'])
    expect(complete(found)).toBe(false)
  })

  it('reports a cycle with its chain and leaves the reference unresolved', () => {
    const found = resolveText('x={{a}}', { a: '{{b}}', b: '{{c}}', c: '{{a}}' })
    expect(found.value).toBe('x={{a}}')
    expect(found.cycles).toEqual([['a', 'b', 'c', 'a']])
    expect(complete(found)).toBe(false)
    const self = resolveText('{{me}}', { me: 'I am {{me}}' })
    expect(self.cycles).toEqual([['me', 'me']])
  })

  it('a variable outside the cycle still resolves', () => {
    const found = resolveText('{{ok}} {{loop}}', { ok: 'fine', loop: '{{loop}}' })
    expect(found.value).toBe('fine {{loop}}')
    expect(found.used).toContain('ok')
  })

  it('tells a text with references from one without', () => {
    expect(hasReference('a {{b}}')).toBe(true)
    expect(hasReference('a {{{{')).toBe(true)
    expect(hasReference('{"a":{"b":1}}')).toBe(false)
  })
})

describe('resolveForm', () => {
  const form = {
    url: '/pets/{petId}',
    method: 'post',
    server: '{{base}}',
    data: [
      { name: 'petId', value: '{{pet}}', type: 'path' as const },
      { name: 'X-Trace', value: 'trace-{{pet}}', type: 'header' as const },
      { name: 'q', value: 'plain', type: 'query' as const },
    ],
    headers: { 'X-Env': '{{envName}}' },
    body: '{"name":"{{petName}}"}',
    auth: [
      { type: 'bearer' as const, token: '{{token}}' },
      { type: 'apiKey' as const, in: 'header' as const, name: 'X-Key', value: '{{key}}' },
    ],
  }
  const variables = {
    base: 'http://localhost:1',
    pet: '7',
    envName: 'local',
    petName: 'Rex',
    token: 't0k',
    key: 'k3y',
  }

  it('resolves the server, parameters of each place, headers, body and credentials', () => {
    const { form: out, used, unknown } = resolveForm(form, variables)
    expect(out.server).toBe('http://localhost:1')
    expect(out.data!.map((item) => item.value)).toEqual(['7', 'trace-7', 'plain'])
    expect(out.headers).toEqual({ 'X-Env': 'local' })
    expect(out.body).toBe('{"name":"Rex"}')
    expect(out.auth).toEqual([
      { type: 'bearer', token: 't0k' },
      { type: 'apiKey', in: 'header', name: 'X-Key', value: 'k3y' },
    ])
    expect(unknown).toEqual([])
    expect(used.sort()).toEqual(['base', 'envName', 'key', 'pet', 'petName', 'token'])
    // The form given is not changed.
    expect(form.data[0]!.value).toBe('{{pet}}')
  })

  it('says in which fields an unknown name was met', () => {
    const missing = resolveForm(form, { base: 'x' })
    expect(missing.unknown).toContain('pet')
    expect(missing.where.pet).toEqual([
      { kind: 'parameter', in: 'path', name: 'petId' },
      { kind: 'parameter', in: 'header', name: 'X-Trace' },
    ])
    expect(missing.where.token).toEqual([{ kind: 'bearer' }])
    expect(
      problemText(resolveForm({ ...form, auth: undefined, body: '' }, { base: 'x' }), enTools),
    ).toBe(
      'Not sent: no variable named {{pet}} (in path parameter "petId", header parameter "X-Trace"), ' +
        '{{envName}} (in header "X-Env") in the active environment.',
    )
    expect(
      problemText(
        resolveForm({ url: '/{{a}}', method: 'get' }, { a: '{{b}}', b: '{{a}}' }),
        enTools,
      ),
    ).toBe('Not sent: the variables refer to each other: a → b → a (in path).')
    expect(resolveForm(form, variables).where).toEqual({})
  })
})
