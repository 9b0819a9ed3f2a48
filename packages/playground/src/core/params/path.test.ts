import { describe, expect, it } from 'vitest'
import type { PlaygroundDataItem, PlaygroundParamStyle } from '../types'
import { expandPath } from './path'

// The path rows of OpenAPI 3.2 section 4.8.12.6 "Style Examples" (`color`: the string "blue",
// the array ["blue","black","brown"], the object {"R":100,"G":200,"B":150}), in a URL template.
const ROWS: [PlaygroundParamStyle, boolean, string, string, string][] = [
  ['matrix', false, ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
]

const VALUES = [
  { value: 'blue' },
  { value: '["blue","black","brown"]', shape: 'array' as const },
  { value: '{"R":100,"G":200,"B":150}', shape: 'object' as const },
]

const path = (item: Partial<PlaygroundDataItem>, keepBlank = false, url = '/items/{color}/x') =>
  expandPath(url, [{ name: 'color', value: '', type: 'path', ...item }], keepBlank).url

describe('expandPath', () => {
  for (const [style, explode, ...cells] of ROWS) {
    it(`puts a ${style} path parameter in place as the table says (explode ${explode})`, () => {
      VALUES.forEach((value, column) => {
        expect(path({ ...value, style, explode })).toBe(`/items/${cells[column]}/x`)
        // Shown above the form: the same bytes.
        expect(path({ ...value, style, explode }, true)).toBe(`/items/${cells[column]}/x`)
      })
    })
  }

  it('sends the empty string as the table says, and shows its placeholder instead', () => {
    expect(path({ style: 'matrix' })).toBe('/items/;color/x')
    expect(path({ style: 'label' })).toBe('/items/./x')
    expect(path({ style: 'simple' })).toBe('/items//x')
    for (const style of ['matrix', 'label', 'simple'] as const) {
      expect(path({ style }, true)).toBe('/items/{color}/x')
    }
  })

  it('shows the placeholder of an empty list or object (RFC 6570 section 2.3: undefined)', () => {
    expect(path({ value: '[]', shape: 'array', style: 'label' }, true)).toBe('/items/{color}/x')
    expect(path({ value: '{}', shape: 'object', style: 'matrix' }, true)).toBe('/items/{color}/x')
    expect(path({ value: '', shape: 'array' }, true, '/items/<color>')).toBe('/items/<color>')
  })

  it('percent-encodes values but not the separators, spaces as %20 (RFC 6570 section 3.2.1)', () => {
    expect(path({ value: 'a b/c' })).toBe('/items/a%20b%2Fc/x')
    expect(path({ value: '["a b","c,d"]', shape: 'array', style: 'label', explode: true })).toBe(
      '/items/.a%20b.c%2Cd/x',
    )
  })

  it('takes an item that is not a path parameter as simple, and returns what it used', () => {
    const query: PlaygroundDataItem = { name: 'id', value: 'x y', type: 'query', style: 'form' }
    const other: PlaygroundDataItem = { name: 'q', value: '1', type: 'query' }
    const { url, used } = expandPath('/items/<id>', [query, other])
    expect(url).toBe('/items/x%20y')
    expect([...used]).toEqual([query])
  })

  it('leaves a placeholder that names no item as written', () => {
    expect(expandPath('/items/{id}', [], true).url).toBe('/items/{id}')
    expect(expandPath('/items/{id}', []).url).toBe('/items/{id}')
  })
})
