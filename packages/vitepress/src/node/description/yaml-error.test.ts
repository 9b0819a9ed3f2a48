import { describe, expect, it } from 'vitest'
import { LineCounter, parseDocument } from 'yaml'
import { yamlErrorOffset } from './yaml-error'

/** Line and column of the first error, as the plugin reports it. */
function reported(text: string): { line: number; col: number; message: string } {
  const lineCounter = new LineCounter()
  const error = parseDocument(text, { lineCounter, prettyErrors: false }).errors[0]
  if (!error) throw new Error('the text parses')
  return { ...lineCounter.linePos(yamlErrorOffset(text, error)), message: error.message }
}

describe('yamlErrorOffset', () => {
  it('points at the opening quote of a double-quoted value never closed', () => {
    const text = 'openapi: 3.0.0\ninfo:\n  title: "Unclosed\n  version: 1.0.0\npaths: {}\n'
    expect(reported(text)).toMatchObject({ line: 3, col: 10, message: 'Missing closing "quote' })
  })

  it('points at an open single quote, in a key or inside a flow collection', () => {
    expect(reported("a: 1\n'b: 2\nc: 3\n")).toMatchObject({ line: 2, col: 1 })
    expect(reported('a: 1\nb: {x: "y}\nc: 3\nd: 4\n')).toMatchObject({ line: 2, col: 8 })
    expect(reported("a:\n  - one\n  - 'two\n  - three\n")).toMatchObject({ line: 3, col: 5 })
  })

  it("leaves the parser's own position for other errors", () => {
    for (const text of ['a: 1\nb: [1, 2\nc: 3\n', 'a: 1\n  b: 2\n', 'a: "x" y\nb: 1\n']) {
      const error = parseDocument(text, { prettyErrors: false }).errors[0]!
      expect(yamlErrorOffset(text, error), text).toBe(error.pos[0])
    }
    expect(reported('a: 1\nb: [1, 2\nc: 3\n')).toMatchObject({ line: 3, col: 1 })
  })

  it('points at the opening quote when an escaped quote leaves the string open', () => {
    expect(reported('a: 1\nb: "x\\"\n')).toMatchObject({ line: 2, col: 4 })
  })
})
