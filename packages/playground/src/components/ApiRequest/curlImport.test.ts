import { describe, expect, it } from 'vitest'
import type { ParsedCurl } from '../../core/types'
import { planCurlImport, type FormPatch, type FormSnapshot } from './curlImport'

const parsed = (p: Partial<ParsedCurl>): ParsedCurl => ({
  url: 'https://api.example.com/',
  method: 'GET',
  headers: {},
  body: null,
  ignoredFlags: [],
  ...p,
})
const form = (f: Partial<FormSnapshot>): FormSnapshot => ({
  url: '/users/{id}',
  method: 'get',
  items: [],
  server: 'https://api.example.com/v1',
  auth: { type: 'none' },
  ...f,
})
const plan = (p: Partial<ParsedCurl>, f: Partial<FormSnapshot> = {}) => {
  const result = planCurlImport(parsed(p), form(f))
  if ('refused' in result) throw new Error(result.refused)
  return result
}

describe('planCurlImport', () => {
  it('matches the URL against the template and fills path fields', () => {
    const patch = plan(
      { url: 'https://api.example.com/v1/users/42' },
      { items: [{ name: 'id', value: '1', type: 'path' }] },
    )
    expect(patch.url).toBe('/users/{id}')
    expect(patch.values).toEqual({ id: '42' })
  })

  it('replaces the URL when it does not fit the template', () => {
    const patch = plan({ url: 'https://other.example.com/x' })
    expect(patch.url).toBe('https://other.example.com/x')
  })

  it('picks the server the URL starts with', () => {
    const patch = plan(
      { url: 'https://eu.example.com/users/7' },
      { url: '/users/{id}', servers: ['https://api.example.com/v1', 'https://eu.example.com'] },
    )
    expect(patch.server).toBe('https://eu.example.com')
    expect(patch.values).toEqual({ id: '7' })
  })

  it('fills query fields by name and adds unknown ones', () => {
    const patch = plan(
      { url: 'https://api.example.com/v1/users/1?q=a+b&extra=1' },
      { items: [{ name: 'q', value: '', type: 'query' }] },
    )
    expect(patch.values).toMatchObject({ q: 'a b' })
    expect(patch.extraItems).toEqual([{ name: 'extra', value: '1', type: 'query' }])
  })

  it('turns Authorization headers into auth, keeps other headers', () => {
    const patch = plan({ headers: { Authorization: 'Bearer t0k', 'X-Id': '9' } })
    expect(patch.auth).toEqual({ type: 'bearer', token: 't0k' })
    expect(patch.headers).toEqual({ 'X-Id': '9' })
  })

  it('fills the API key of the current auth from a header or the query', () => {
    const header = plan(
      { headers: { 'x-api-key': 'k1' } },
      { auth: { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '' } },
    )
    expect(header.auth).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key', value: 'k1' })
    const query = plan(
      { url: 'https://api.example.com/v1/users/1?api_key=k2' },
      { auth: { type: 'apiKey', in: 'query', name: 'api_key' } },
    )
    expect(query.auth).toMatchObject({ value: 'k2' })
    expect(query.extraItems).toEqual([])
  })

  it('fills body fields from a flat JSON body when every key is a field', () => {
    const patch = plan(
      {
        method: 'POST',
        body: '{"title":"x","count":2}',
        headers: { 'Content-Type': 'application/json' },
      },
      {
        method: 'post',
        items: [
          { name: 'title', value: '' },
          { name: 'count', value: '' },
        ],
      },
    )
    expect(patch.values).toEqual({ title: 'x', count: '2' })
    expect(patch.body).toBeNull()
    expect(patch.contentType).toBe('application/json')
  })

  it('keeps a JSON body that does not fit the fields as body text', () => {
    const patch = plan({ method: 'POST', body: '{"nested":{"a":1}}' }, { method: 'post' })
    expect(patch.body).toBe('{"nested":{"a":1}}')
    expect(patch.contentType).toBe('application/json')
  })

  it('reads a JSON object that curl labels a form (-d without -H) as JSON', () => {
    const labelled = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const json = plan({ method: 'POST', headers: labelled, body: '{"a":{"b":1}}' })
    expect(json.contentType).toBe('application/json')
    expect(json.body).toBe('{"a":{"b":1}}')
    expect(json.headers).toEqual({})
    const text = plan({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })
    expect(text.contentType).toBe('text/plain')
  })

  it('reads -d data without a content type as a urlencoded form, as curl sends it', () => {
    const patch: FormPatch = plan(
      { method: 'POST', body: 'a=1&b=two' },
      { method: 'post', items: [{ name: 'a', value: '' }] },
    )
    expect(patch.contentType).toBe('application/x-www-form-urlencoded')
    expect(patch.values).toMatchObject({ a: '1' })
    expect(patch.extraItems).toEqual([{ name: 'b', value: 'two' }])
  })

  it('maps -F parts to multipart fields and asks for files again', () => {
    const patch = plan({
      method: 'POST',
      form: [
        { name: 'note', value: 'hi' },
        { name: 'doc', file: 'report.pdf' },
      ],
    })
    expect(patch.contentType).toBe('multipart/form-data')
    expect(patch.extraItems).toEqual([
      { name: 'note', value: 'hi' },
      { name: 'doc', value: '', type: 'file' },
    ])
    expect(patch.notes).toContainEqual({ kind: 'choose-file', name: 'doc', file: 'report.pdf' })
  })

  it('lists ignored flags and refuses methods the playground cannot send', () => {
    expect(plan({ ignoredFlags: ['-k', '--compressed'] }).notes).toContainEqual({
      kind: 'not-applied',
      flags: ['-k', '--compressed'],
    })
    expect(planCurlImport(parsed({ method: 'TRACE' }), form({}))).toEqual({
      refused: 'method',
      method: 'TRACE',
    })
    expect(planCurlImport(parsed({ method: 'HEAD' }), form({}))).toMatchObject({ method: 'head' })
  })
})

describe('planCurlImport with a list of auths (described credentials)', () => {
  const auth = [
    { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '' },
    { type: 'apiKey', in: 'query', name: 'sig', value: '' },
    { type: 'bearer', token: '' },
  ] as const
  it('fills each entry from the command and keeps the list', () => {
    const patch = plan(
      {
        url: 'https://api.example.com/v1/users/1?sig=s1',
        headers: { 'x-api-key': 'k1', Authorization: 'Bearer t1' },
      },
      { auth },
    )
    expect(patch.auth).toEqual([
      { type: 'apiKey', in: 'header', name: 'X-API-Key', value: 'k1' },
      { type: 'apiKey', in: 'query', name: 'sig', value: 's1' },
      { type: 'bearer', token: 't1' },
    ])
    expect(patch.headers).toEqual({})
  })

  it('keeps an Authorization header the list has no entry for as a header', () => {
    const patch = plan(
      { url: 'https://api.example.com/v1/users/1', headers: { Authorization: 'Basic dTpw' } },
      { auth: [auth[0]] },
    )
    expect(patch.auth).toEqual([auth[0]])
    expect(patch.headers).toEqual({ Authorization: 'Basic dTpw' })
  })
})
