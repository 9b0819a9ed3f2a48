import { describe, expect, it } from 'vitest'
import type { SchemaNode } from '../../shared/model'
import { lazyRefTargets } from './lazy-targets'

/** A lookup over two raw schemas that records what it converts. */
function lookup() {
  const converted: unknown[] = []
  const raw = { Pet: { type: 'object' }, Tag: { type: 'string' } }
  const targets = lazyRefTargets(raw, (schema) => {
    converted.push(schema)
    return { ...(schema as SchemaNode), description: 'converted' }
  })
  return { raw, targets, converted }
}

describe('lazyRefTargets', () => {
  it('converts a component schema when it is first looked up, and only once', () => {
    const { raw, targets, converted } = lookup()
    expect(converted).toEqual([])
    expect(targets.Pet).toEqual({ type: 'object', description: 'converted' })
    expect(targets.Pet).toBe(targets.Pet)
    expect(converted).toEqual([raw.Pet])
  })

  it('answers `in` without converting, and `Object.hasOwn` (the examples ask so) as a lookup', () => {
    const { raw, targets, converted } = lookup()
    expect('Tag' in targets).toBe(true)
    expect('Nope' in targets).toBe(false)
    expect('toString' in targets).toBe(true)
    expect(converted).toEqual([])
    expect(Object.hasOwn(targets, 'Tag')).toBe(true)
    expect(Object.hasOwn(targets, 'toString')).toBe(false)
    expect(converted).toEqual([raw.Tag])
    expect(targets.Nope).toBeUndefined()
  })

  it('keeps fragments written into it, and lists every schema when asked for its keys', () => {
    const { targets } = lookup()
    targets['#/components/schemas/Pet/properties/tag'] = { type: 'string' }
    expect('#/components/schemas/Pet/properties/tag' in targets).toBe(true)
    expect(Object.keys(targets).sort()).toEqual([
      '#/components/schemas/Pet/properties/tag',
      'Pet',
      'Tag',
    ])
  })
})
