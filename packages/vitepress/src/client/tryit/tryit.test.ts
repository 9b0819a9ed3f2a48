import { describe, expect, it } from 'vitest'
import { operationPage as page } from '../testUtils'
import { enPage } from '../i18n/en/page'
import { word } from '../i18n/message'
import { bodyKind, canTry, plainText, tryItConfig } from './tryit'

describe('tryItConfig', () => {
  it('turns parameters into typed fields; a cookie is a field the samples send, with a note', () => {
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
      { name: 'session', value: '', type: 'cookie', omitEmpty: true },
      { name: 'export', value: '', type: 'query', omitEmpty: true, options: ['csv', 'json'] },
      { name: 'sort', value: '', type: 'query', required: true, options: ['1', '-1'] },
      { name: 'tags', value: '', type: 'query', omitEmpty: true, shape: 'array' },
    ])
    expect(word(enPage, config.notes[0]!)).toBe(
      'Cookie parameter "session" is not sent from this panel: a browser does not let a page set the Cookie header. The code samples below send it.',
    )
  })

  it('passes style, explode and allowReserved on; an array or object example becomes JSON', () => {
    const config = tryItConfig(
      page({
        method: 'head',
        parameters: [
          {
            name: 'ids',
            in: 'path',
            required: true,
            example: '1,2',
            schema: { type: 'array' },
            style: 'label',
          },
          {
            name: 'c',
            in: 'query',
            required: false,
            example: '{"R":1}',
            schema: { type: 'object' },
            style: 'deepObject',
            explode: true,
          },
          { name: 'q', in: 'query', required: false, allowReserved: true, example: 'a/b' },
          {
            name: 't',
            in: 'query',
            required: false,
            style: 'tabDelimited',
            example: '["a","b"]',
            schema: { type: 'array' },
          },
          {
            name: 'j',
            in: 'query',
            required: false,
            contentType: 'application/json',
            schema: { type: 'object' },
            example: '{"a":1}',
          },
          {
            name: 'whole',
            in: 'querystring',
            required: false,
            contentType: 'application/x-www-form-urlencoded',
            schema: { type: 'object' },
          },
          { name: 'bogus', in: 'query', required: false, style: 'csv' },
        ],
      }),
    )
    // Every method fetch() sends is the panel's own, HEAD included.
    expect(config.method).toBe('head')
    expect(config.data).toEqual([
      {
        name: 'ids',
        value: '["1","2"]',
        type: 'path',
        required: true,
        shape: 'array',
        style: 'label',
      },
      {
        name: 'c',
        value: '{"R":1}',
        type: 'query',
        omitEmpty: true,
        shape: 'object',
        style: 'deepObject',
        explode: true,
      },
      { name: 'q', value: 'a/b', type: 'query', omitEmpty: true, allowReserved: true },
      {
        name: 't',
        value: '["a","b"]',
        type: 'query',
        omitEmpty: true,
        shape: 'array',
        style: 'tabDelimited',
      },
      // A `content` parameter is its media type's text, sent as one value.
      { name: 'j', value: '{"a":1}', type: 'query', omitEmpty: true },
      {
        name: 'whole',
        value: '',
        type: 'querystring',
        omitEmpty: true,
        mediaType: 'application/x-www-form-urlencoded',
      },
      { name: 'bogus', value: '', type: 'query', omitEmpty: true },
    ])
  })

  it('the panel sends every method but CONNECT, TRACE and TRACK', () => {
    expect(['get', 'head', 'options', 'query', 'PURGE', 'COPY'].every(canTry)).toBe(true)
    expect(['connect', 'trace', 'TRACK'].some(canTry)).toBe(false)
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
    // A description's own HTML, as the sanitizer writes it.
    expect(
      plainText('<dl><dt>a</dt><dd>b</dd></dl><table><tr><td>c</td><td>d</td></tr></table>'),
    ).toBe('a b c d')
    expect(plainText('x<br />y <b>bold</b> <a href="https://e.com">link</a>')).toBe('x y bold link')
    expect(plainText(undefined)).toBeUndefined()
  })
})
