import { describe, expect, it } from 'vitest'
import { operationPage as page } from './testUtils'
import { authFor, bodyKind, pickScheme, plainText, tryItConfig } from './tryit'

describe('tryItConfig', () => {
  it('turns parameters into typed fields and leaves cookies out with a note', () => {
    const config = tryItConfig(
      page(
        {
          parameters: [
            {
              name: 'petId',
              in: 'path',
              required: true,
              example: '7',
              description: '<p>The <em>id</em></p>',
            },
            { name: 'limit', in: 'query', required: false },
            { name: 'X-Trace', in: 'header', required: false },
            { name: 'session', in: 'cookie', required: false },
            // An enum, directly or through a $ref, is a choice of its scalar values.
            { name: 'export', in: 'query', required: false, schema: { enum: ['csv', 'json'] } },
            { name: 'sort', in: 'query', required: true, schema: { $ref: 'Sort' } },
            { name: 'tags', in: 'query', required: false, schema: { type: 'array' } },
          ],
        },
        { schemas: { Sort: { type: 'integer', enum: [1, -1, null] } } },
      ),
    )
    expect(config.data).toEqual([
      { name: 'petId', value: '7', type: 'path', required: true, description: 'The id' },
      { name: 'limit', value: '', type: 'query', omitEmpty: true },
      { name: 'X-Trace', value: '', type: 'header', omitEmpty: true },
      { name: 'export', value: '', type: 'query', omitEmpty: true, options: ['csv', 'json'] },
      { name: 'sort', value: '', type: 'query', required: true, options: ['1', '-1'] },
      { name: 'tags', value: '', type: 'query', omitEmpty: true },
    ])
    expect(config.notes[0]).toContain('Cookie parameter "session"')
  })

  it('prefers JSON, sends vendor JSON and charsets as named, with the example as body', () => {
    const config = tryItConfig(
      page({
        requestBody: {
          required: true,
          content: [
            { type: 'application/xml', examples: [{ name: 'x', value: '<a/>' }] },
            {
              type: 'application/vnd.api+json; charset=utf-8',
              examples: [{ name: 'j', value: { a: 1 } }],
            },
          ],
        },
      }),
    )
    expect(config.contentType).toBe('application/json')
    expect(config.headers).toEqual({ 'Content-Type': 'application/vnd.api+json; charset=utf-8' })
    expect(JSON.parse(config.body!)).toEqual({ a: 1 })
  })

  it('makes form fields from the schema, binary properties as files (through refs and allOf)', () => {
    const config = tryItConfig(
      page(
        {
          requestBody: {
            required: false,
            content: [
              {
                type: 'multipart/form-data',
                schema: {
                  allOf: [
                    { $ref: 'Base' },
                    { properties: { photo: { type: 'string', format: 'binary' } } },
                  ],
                },
                examples: [{ name: 'e', value: { caption: 'hi' } }],
              },
            ],
          },
        },
        {
          schemas: {
            Base: {
              type: 'object',
              required: ['caption'],
              properties: { caption: { type: 'string' }, id: { type: 'integer', readOnly: true } },
            },
          },
        },
      ),
    )
    expect(config.contentType).toBe('multipart/form-data')
    expect(config.data).toEqual([
      { name: 'caption', value: 'hi', type: 'text', required: true },
      { name: 'photo', value: '', type: 'file', omitEmpty: true },
    ])
  })

  it('maps media types to body kinds', () => {
    expect(bodyKind('application/problem+json')).toBe('application/json')
    expect(bodyKind('text/xml; charset=utf-8')).toBe('application/xml')
    expect(bodyKind('text/csv')).toBe('text/plain')
    expect(bodyKind('application/octet-stream')).toBeUndefined()
  })
})

describe('auth', () => {
  const bearer = { key: 'token', type: 'http' as const, scheme: 'bearer' }
  const cookie = { key: 'cookie', type: 'apiKey' as const, in: 'cookie' as const, name: 'sid' }
  const key = { key: 'key', type: 'apiKey' as const, in: 'query' as const, name: 'api_key' }

  it('picks the first requirement the playground can send', () => {
    const data = page(
      { security: [[{ scheme: 'cookie', scopes: [] }], [{ scheme: 'key', scopes: [] }]] },
      { securitySchemes: [cookie, key, bearer] },
    )
    expect(pickScheme(data)?.key).toBe('key')
    expect(pickScheme(page({ security: [] }, { securitySchemes: [bearer] }))).toBeUndefined()
  })

  it('gives each scheme its empty auth', () => {
    expect(authFor(bearer)).toEqual({ type: 'bearer', token: '' })
    expect(authFor(key)).toEqual({ type: 'apiKey', in: 'query', name: 'api_key', value: '' })
    expect(authFor({ key: 'b', type: 'http', scheme: 'basic' })).toEqual({
      type: 'basic',
      username: '',
      password: '',
    })
    expect(authFor(cookie)).toBeUndefined()
  })

  it('reads plain text out of description HTML', () => {
    expect(plainText('<p>a &amp; <code>b</code></p>\n<p>c</p>')).toBe('a & `b` c')
    // Inline code keeps its marks, with nothing added around it; emphasis leaves no space.
    expect(plainText('<p><code>true</code>: only <em>active</em> users</p>')).toBe(
      '`true`: only active users',
    )
    expect(plainText('<p>a<br>b</p><ul><li>c</li></ul>')).toBe('a b c')
    // A description's own HTML, as the sanitizer writes it.
    expect(
      plainText('<dl><dt>a</dt><dd>b</dd></dl><table><tr><td>c</td><td>d</td></tr></table>'),
    ).toBe('a b c d')
    expect(plainText('x<br />y <b>bold</b> <a href="https://e.com">link</a>')).toBe('x y bold link')
    expect(plainText(undefined)).toBeUndefined()
  })
})
