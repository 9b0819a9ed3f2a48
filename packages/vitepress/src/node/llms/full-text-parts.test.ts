import { describe, expect, it } from 'vitest'
import { cutText, fullTextParts, partFileNames } from './full-text-parts'

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const head = (n: number) => `# Part ${n}\n`
const parts = (pages: string[], limit: number) => [...fullTextParts(pages, limit, head)]
/** The parts without their headings, joined: what the reader gets back. */
const body = (texts: string[]) => texts.map((text) => text.replace(/^# Part \d+\n/, '')).join('')

describe('cutText', () => {
  it('cuts after the last line break that fits', () => {
    expect(cutText('ab\ncd\nef', 7)).toEqual(['ab\ncd\n', 'ef'])
    expect(cutText('ab\ncd\nef', 6)).toEqual(['ab\ncd\n', 'ef'])
    expect(cutText('ab\ncd\nef', 5)).toEqual(['ab\n', 'cd\nef'])
    expect(cutText('short', 5)).toEqual(['short', ''])
  })

  it('cuts a line longer than the room after a whole character, never inside one', () => {
    // é is 2 bytes, € 3, 😀 4 (a surrogate pair in JavaScript).
    const line = 'aé€😀b'
    expect(bytes(line)).toBe(11)
    expect(cutText(line, 1)).toEqual(['a', 'é€😀b'])
    expect(cutText(line, 2)).toEqual(['a', 'é€😀b'])
    expect(cutText(line, 3)).toEqual(['aé', '€😀b'])
    expect(cutText(line, 5)).toEqual(['aé', '€😀b'])
    expect(cutText(line, 6)).toEqual(['aé€', '😀b'])
    expect(cutText(line, 9)).toEqual(['aé€', '😀b'])
    expect(cutText(line, 10)).toEqual(['aé€😀', 'b'])
    expect(cutText('😀', 3)).toEqual(['', '😀'])
  })

  it('gives back the whole text, character for character, at every room', () => {
    const text = 'x😀é\n€€\n' + 'ü'.repeat(7)
    for (let max = 4; max < bytes(text); max++) {
      const [start, rest] = cutText(text, max)
      expect(start + rest).toBe(text)
      expect(bytes(start)).toBeLessThanOrEqual(max)
      expect(start).not.toContain('\uFFFD')
      expect(rest).not.toContain('\uFFFD')
    }
  })
})

describe('fullTextParts', () => {
  it('writes one part when everything fits, at the limit exactly', () => {
    const pages = ['one\n', 'two\n']
    const limit = bytes(head(1)) + 8
    expect(parts(pages, limit)).toEqual(['# Part 1\none\ntwo\n'])
  })

  it('starts a part before the page that would not fit, pages kept whole', () => {
    const pages = ['aaaa\n', 'bbbb\n', 'cccc\n']
    const limit = bytes(head(1)) + 10
    expect(parts(pages, limit)).toEqual(['# Part 1\naaaa\nbbbb\n', '# Part 2\ncccc\n'])
    // One byte less: each page on its own.
    expect(parts(pages, limit - 1)).toEqual([
      '# Part 1\naaaa\n',
      '# Part 2\nbbbb\n',
      '# Part 3\ncccc\n',
    ])
  })

  it('cuts only a page larger than a part, at its lines, and keeps every byte', () => {
    const big = 'line one\nline two\nline three\n'
    const pages = ['small\n', big, 'after\n']
    const limit = bytes(head(1)) + 20
    const texts = parts(pages, limit)
    expect(texts).toEqual([
      '# Part 1\nsmall\n',
      '# Part 2\nline one\nline two\n',
      '# Part 3\nline three\nafter\n',
    ])
    for (const text of texts) expect(bytes(text)).toBeLessThanOrEqual(limit)
    expect(body(texts)).toBe(pages.join(''))
  })

  it('never splits a character, whatever the limit', () => {
    const pages = ['😀'.repeat(10), 'é€'.repeat(9) + '\n', 'plain\n']
    // From the smallest limit that holds "# Part 10\n" and a 4-byte character.
    for (let limit = bytes(head(10)) + 4; limit < 80; limit++) {
      const texts = parts(pages, limit)
      for (const text of texts) {
        expect(bytes(text)).toBeLessThanOrEqual(limit)
        expect(text).not.toContain('\uFFFD')
      }
      expect(body(texts)).toBe(pages.join(''))
    }
  })

  it('refuses a limit that holds no heading and character', () => {
    expect(() => parts(['x'], bytes(head(1)))).toThrow(/cannot hold its heading/)
    expect(() => parts(['😀'], bytes(head(1)) + 3)).toThrow(/and a character/)
  })
})

describe('partFileNames', () => {
  it('names one file llms-full.txt, and parts from 1', () => {
    expect(partFileNames(1)).toEqual(['llms-full.txt'])
    expect(partFileNames(3)).toEqual(['llms-full-1.txt', 'llms-full-2.txt', 'llms-full-3.txt'])
  })
})
