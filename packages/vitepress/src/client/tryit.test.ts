import { describe, expect, it } from 'vitest'
import { operationPage as page } from './testUtils'
import { bodyKind, plainText, tryItConfig } from './tryit'

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

describe('plainText', () => {
  it('reads plain text out of description HTML', () => {
    expect(plainText('<p>a &amp; <code>b</code></p>\n<p>c</p>')).toBe('a & `b` c')
    // Inline code keeps its marks, with nothing added around it; emphasis leaves no space.
    expect(plainText('<p><code>true</code>: only <em>active</em> users</p>')).toBe(
      '`true`: only active users',
    )
    expect(plainText('<p>a<br>b</p><ul><li>c</li></ul>')).toBe('a b c')
    expect(plainText(undefined)).toBeUndefined()
  })
})
