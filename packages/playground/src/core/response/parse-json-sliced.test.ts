import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJsonSliced, type ParseJsonSlicedOptions } from './parse-json-sliced'

// Tiny slices reach every path (walked containers, runs, nesting) with small inputs.
const tiny: ParseJsonSlicedOptions = { batchChars: 5, walkChars: 12 }
const noPause = () => undefined

/** JSON.parse's outcome: the value, or the fact that it threw a SyntaxError. */
function reference(text: string): { value: unknown } | 'throws' {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError)
    return 'throws'
  }
}

async function sliced(text: string, options = tiny): Promise<{ value: unknown } | 'throws'> {
  try {
    return { value: await parseJsonSliced(text, noPause, options) }
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError)
    return 'throws'
  }
}

describe('parseJsonSliced', () => {
  it('gives what JSON.parse gives for any JSON value, compact or indented', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom(0, 1, 4), async (value, indent) => {
        const text = JSON.stringify(value, null, indent)
        expect(await sliced(text)).toEqual(reference(text))
      }),
    )
  })

  it('accepts and refuses exactly what JSON.parse does, for damaged JSON', async () => {
    // Each damaged text: a valid document with one character removed, replaced or inserted.
    const damaged = fc
      .tuple(
        fc.jsonValue().map((value) => JSON.stringify(value, null, 1)),
        fc.nat(),
        fc.constantFrom('', ',', ':', '"', '[', ']', '{', '}', ' ', '\\', '1', 'x'),
        fc.boolean(),
      )
      .map(([text, at, char, replace]) => {
        const i = text.length ? at % text.length : 0
        return text.slice(0, i) + char + text.slice(replace ? i + 1 : i)
      })
    await fc.assert(
      fc.asyncProperty(damaged, async (text) => {
        expect(await sliced(text)).toEqual(reference(text))
      }),
      { numRuns: 500 },
    )
  })

  it('keeps JSON.parse’s key order, repeated keys and __proto__ as an own property', async () => {
    const text = '{"b":1,"2":2,"a":{"x":[1,2,3]},"b":3,"1":4,"__proto__":{"polluted":true},"z":0}'
    const value = (await parseJsonSliced(text, noPause, tiny)) as Record<string, unknown>
    expect(Object.keys(value)).toEqual(Object.keys(JSON.parse(text) as object))
    expect(value).toEqual(JSON.parse(text))
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.hasOwn(value, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('pauses between slices of a large document', async () => {
    const rows = Array.from({ length: 3000 }, (_, id) => ({ id, name: `row ${id}`, tags: ['a'] }))
    const text = JSON.stringify({ meta: { count: rows.length }, rows })
    let pauses = 0
    const value = await parseJsonSliced(text, () => {
      pauses++
      return Promise.resolve()
    })
    expect(value).toEqual(JSON.parse(text))
    expect(pauses).toBeGreaterThan(100)
  })

  it('leaves small documents and scalars to JSON.parse', async () => {
    let pauses = 0
    const pause = () => {
      pauses++
      return undefined
    }
    expect(await parseJsonSliced('[1, 2]', pause)).toEqual([1, 2])
    expect(await parseJsonSliced(` "${'x'.repeat(100_000)}" `, pause)).toHaveLength(100_000)
    expect(pauses).toBe(0)
  })
})
