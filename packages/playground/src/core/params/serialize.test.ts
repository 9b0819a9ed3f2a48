import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeValue, expandVariable, type ParamValue, type Rfc6570Operator } from './expand'
import {
  serializeCookieParam,
  serializeHeaderParam,
  serializePathParam,
  serializeQueryParam,
  serializeQueryString,
  type ParamStyle,
} from './serialize'

const string: ParamValue = { type: 'primitive', value: 'blue' }
const empty: ParamValue = { type: 'primitive', value: '' }
const array: ParamValue = { type: 'array', items: ['blue', 'black', 'brown'] }
const object: ParamValue = {
  type: 'object',
  entries: [
    ['R', '100'],
    ['G', '200'],
    ['B', '150'],
  ],
}

// OpenAPI 3.2 section 4.8.12.6 "Style Examples" (the same in 3.1.1 and 3.0.4): style, explode,
// then the empty string, string, array and object columns; null where the table says n/a.
const TABLE: [ParamStyle, boolean, string | null, string | null, string | null, string | null][] = [
  ['matrix', false, ';color', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  [
    'matrix',
    true,
    ';color',
    ';color=blue',
    ';color=blue;color=black;color=brown',
    ';R=100;G=200;B=150',
  ],
  ['label', false, '.', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, '.', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', false, 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'color=', 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  [
    'spaceDelimited',
    false,
    null,
    null,
    'color=blue%20black%20brown',
    'color=R%20100%20G%20200%20B%20150',
  ],
  [
    'pipeDelimited',
    false,
    null,
    null,
    'color=blue%7Cblack%7Cbrown',
    'color=R%7C100%7CG%7C200%7CB%7C150',
  ],
  ['deepObject', true, null, null, null, 'color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150'],
]

const PATH_STYLES = new Set<ParamStyle>(['matrix', 'label', 'simple'])

function serialize(style: ParamStyle, explode: boolean, value: ParamValue): string {
  return PATH_STYLES.has(style)
    ? serializePathParam('color', value, { style, explode })
    : serializeQueryParam('color', value, { style, explode })
}

describe('OpenAPI style examples (section 4.8.12.6)', () => {
  for (const [style, explode, ...cells] of TABLE) {
    it(`${style}, explode ${explode}`, () => {
      ;[empty, string, array, object].forEach((value, column) => {
        const expected = cells[column]
        if (expected !== null) expect(serialize(style, explode, value)).toBe(expected)
      })
    })
  }

  it('header simple is the path row without percent-encoding', () => {
    expect(serializeHeaderParam(array)).toBe('blue,black,brown')
    expect(serializeHeaderParam(object, { explode: true })).toBe('R=100,G=200,B=150')
    expect(serializeHeaderParam({ type: 'primitive', value: 'a b/ü' })).toBe('a b/ü')
  })

  it('defaults: query form exploded, path and header simple unexploded', () => {
    expect(serializeQueryParam('color', array)).toBe('color=blue&color=black&color=brown')
    expect(serializePathParam('color', array)).toBe('blue,black,brown')
    expect(serializeHeaderParam(object)).toBe('R,100,G,200,B,150')
  })

  it('cookie form: pairs joined by "; ", never & (Appendix D)', () => {
    expect(serializeCookieParam('color', string)).toBe('color=blue')
    expect(serializeCookieParam('color', array)).toBe('color=blue; color=black; color=brown')
    expect(serializeCookieParam('color', array, { explode: false })).toBe('color=blue,black,brown')
    expect(serializeCookieParam('color', object)).toBe('R=100; G=200; B=150')
  })

  it('Swagger 2.0 tsv: a tab between the items', () => {
    expect(serializeQueryParam('color', array, { style: 'tabDelimited', explode: false })).toBe(
      'color=blue%09black%09brown',
    )
  })

  it('an empty list or object sends nothing (RFC 6570 section 2.3: undefined)', () => {
    expect(serializeQueryParam('color', { type: 'array', items: [] })).toBe('')
    expect(serializePathParam('color', { type: 'object', entries: [] }, { style: 'label' })).toBe(
      '',
    )
  })
})

describe('percent-encoding (section 4.8.12.4)', () => {
  it('encodes values but not the separators', () => {
    const tricky: ParamValue = { type: 'array', items: ['a,b', 'c&d', 'e=f g'] }
    expect(serializeQueryParam('x', tricky, { explode: false })).toBe('x=a%2Cb,c%26d,e%3Df%20g')
    expect(serializeQueryParam('x', tricky)).toBe('x=a%2Cb&x=c%26d&x=e%3Df%20g')
    expect(serializePathParam('x', tricky, { style: 'matrix', explode: true })).toBe(
      ';x=a%2Cb;x=c%26d;x=e%3Df%20g',
    )
  })

  it('allowReserved keeps reserved characters and %XX, but not what a query cannot hold', () => {
    const value: ParamValue = { type: 'primitive', value: 'a/b?c:d,e%20f #[x] 100%' }
    expect(serializeQueryParam('q', value, { allowReserved: true })).toBe(
      'q=a/b?c:d,e%20f%20%23%5Bx%5D%20100%25',
    )
    expect(serializeQueryParam('q', value)).toBe('q=a%2Fb%3Fc%3Ad%2Ce%2520f%20%23%5Bx%5D%20100%25')
  })

  it('round-trips any text through a URL query, for every query style', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 4 }),
        (items) => {
          const query = serializeQueryParam('n', { type: 'array', items })
          expect(new URLSearchParams(query).getAll('n')).toEqual(items)
          const joined = serializeQueryParam('n', { type: 'array', items }, { explode: false })
          expect(joined.slice(2).split(',').map(decodeURIComponent)).toEqual(items)
          const piped = serializeQueryParam(
            'n',
            { type: 'array', items },
            { style: 'pipeDelimited', explode: false },
          )
          expect(new URLSearchParams(piped).get('n')).toBe(items.join('|'))
        },
      ),
    )
  })

  it('puts nothing in a path segment but unreserved characters, %XX and the style separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 4 }),
        fc.constantFrom<ParamStyle>('simple', 'label', 'matrix'),
        fc.boolean(),
        (items, style, explode) => {
          const text = serializePathParam('p', { type: 'array', items }, { style, explode })
          expect(text).toMatch(/^[A-Za-z0-9\-._~%,;=]*$/)
        },
      ),
    )
  })
})

describe('RFC 6570 section 3.2 examples (levels 1 to 4, without prefixes)', () => {
  const vars: Record<string, ParamValue> = {
    var: { type: 'primitive', value: 'value' },
    hello: { type: 'primitive', value: 'Hello World!' },
    path: { type: 'primitive', value: '/foo/bar' },
    empty: { type: 'primitive', value: '' },
    x: { type: 'primitive', value: '1024' },
    y: { type: 'primitive', value: '768' },
    list: { type: 'array', items: ['red', 'green', 'blue'] },
    keys: {
      type: 'object',
      entries: [
        ['semi', ';'],
        ['dot', '.'],
        ['comma', ','],
      ],
    },
  }
  const cases: [Rfc6570Operator, string, boolean, string][] = [
    ['', 'var', false, 'value'],
    ['', 'hello', false, 'Hello%20World%21'],
    ['+', 'hello', false, 'Hello%20World!'],
    ['+', 'path', false, '/foo/bar'],
    ['#', 'hello', false, '#Hello%20World!'],
    ['.', 'var', false, '.value'],
    ['/', 'var', false, '/value'],
    [';', 'x', false, ';x=1024'],
    [';', 'empty', false, ';empty'],
    ['?', 'empty', false, '?empty='],
    ['&', 'x', false, '&x=1024'],
    ['', 'list', false, 'red,green,blue'],
    ['', 'list', true, 'red,green,blue'],
    ['', 'keys', false, 'semi,%3B,dot,.,comma,%2C'],
    ['', 'keys', true, 'semi=%3B,dot=.,comma=%2C'],
    ['+', 'list', false, 'red,green,blue'],
    ['+', 'keys', false, 'semi,;,dot,.,comma,,'],
    ['+', 'keys', true, 'semi=;,dot=.,comma=,'],
    ['#', 'list', false, '#red,green,blue'],
    ['#', 'keys', true, '#semi=;,dot=.,comma=,'],
    ['.', 'list', false, '.red,green,blue'],
    ['.', 'list', true, '.red.green.blue'],
    ['.', 'keys', false, '.semi,%3B,dot,.,comma,%2C'],
    ['.', 'keys', true, '.semi=%3B.dot=..comma=%2C'],
    ['/', 'list', false, '/red,green,blue'],
    ['/', 'list', true, '/red/green/blue'],
    ['/', 'keys', true, '/semi=%3B/dot=./comma=%2C'],
    [';', 'list', false, ';list=red,green,blue'],
    [';', 'list', true, ';list=red;list=green;list=blue'],
    [';', 'keys', false, ';keys=semi,%3B,dot,.,comma,%2C'],
    [';', 'keys', true, ';semi=%3B;dot=.;comma=%2C'],
    ['?', 'list', false, '?list=red,green,blue'],
    ['?', 'list', true, '?list=red&list=green&list=blue'],
    ['?', 'keys', false, '?keys=semi,%3B,dot,.,comma,%2C'],
    ['?', 'keys', true, '?semi=%3B&dot=.&comma=%2C'],
    ['&', 'list', true, '&list=red&list=green&list=blue'],
    ['&', 'keys', true, '&semi=%3B&dot=.&comma=%2C'],
  ]
  for (const [operator, name, explode, expected] of cases) {
    it(`{${operator}${name}${explode ? '*' : ''}} -> ${expected}`, () => {
      expect(expandVariable(operator, name, vars[name]!, explode)).toBe(expected)
    })
  }

  it('encodes UTF-8 and lone surrogates as TextEncoder does', () => {
    expect(encodeValue('drücken')).toBe('dr%C3%BCcken')
    expect(encodeValue('\uD800')).toBe('%EF%BF%BD')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeURIComponent(encodeValue(text))).toBe(text)
        expect(encodeValue(text)).toMatch(/^[A-Za-z0-9\-._~%]*$/)
      }),
    )
  })
})

describe('in: querystring (OpenAPI 3.2 section 4.8.12.1)', () => {
  it('an application/x-www-form-urlencoded object is the whole query', () => {
    expect(
      serializeQueryString(
        {
          type: 'object',
          entries: [
            ['foo', 'a b'],
            ['bar', 'true'],
          ],
        },
        'application/x-www-form-urlencoded',
      ),
    ).toBe('foo=a+b&bar=true')
  })

  it('a form text is taken as a query already, with only what a query cannot hold encoded', () => {
    expect(
      serializeQueryString(
        { type: 'primitive', value: 'chosen=a%20b&x=1 2#' },
        'application/x-www-form-urlencoded',
      ),
    ).toBe('chosen=a%20b&x=1%202%23')
  })

  it('another media type: its text, percent-encoded whole', () => {
    expect(serializeQueryString({ type: 'primitive', value: '{"a":1}' }, 'application/json')).toBe(
      '%7B%22a%22%3A1%7D',
    )
    expect(
      serializeQueryString({ type: 'object', entries: [['a', '1']] }, 'application/json'),
    ).toBe('%7B%22a%22%3A%221%22%7D')
  })
})
