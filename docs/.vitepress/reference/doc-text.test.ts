import { describe, expect, it } from 'vitest'
import { docTextToString, toDocText } from './doc-text'

describe('toDocText', () => {
  it('splits code spans from text and keeps markup as text', () => {
    expect(toDocText('Endpoint URL; supports `{param}` and `<param>`.')).toEqual([
      [
        { text: 'Endpoint URL; supports ' },
        { text: '{param}', code: true },
        { text: ' and ' },
        { text: '<param>', code: true },
        { text: '.' },
      ],
    ])
    expect(toDocText('<img src=x onerror=alert(1)>')).toEqual([
      [{ text: '<img src=x onerror=alert(1)>' }],
    ])
  })

  it('keeps paragraphs and joins wrapped lines', () => {
    const doc = toDocText('First line\ncontinues.\n\nSecond paragraph.')
    expect(doc).toHaveLength(2)
    expect(docTextToString(doc)).toBe('First line continues.\n\nSecond paragraph.')
  })

  it('is empty for blank text', () => {
    expect(toDocText('  \n ')).toEqual([])
  })
})
