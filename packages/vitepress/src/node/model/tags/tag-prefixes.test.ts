import { describe, expect, it } from 'vitest'
import type { TagGroup } from '../../../shared/model'
import { LAZY_SECTIONS_OVER } from '../../../shared/sidebar'
import { prefixSections } from './tag-prefixes'

const tags = (names: string[]) => names.map((name): TagGroup => ({ name, operations: [] }))

describe('prefixSections', () => {
  it('groups many dotted tags by the part before the first dot, in order of first use', () => {
    const names = Array.from({ length: LAZY_SECTIONS_OVER + 1 }, (_, i) =>
      i % 3 === 0 ? `users.u${i}` : i % 3 === 1 ? `groups.g${i}` : `admin.a${i}`,
    )
    names[names.length - 1] = 'users.last'
    const sections = prefixSections(tags(names))!
    expect(sections.map((section) => section.name)).toEqual(['users', 'groups', 'admin'])
    expect(sections[0]!.tags.slice(0, 2)).toEqual(['users.u0', 'users.u3'])
    expect(sections[0]!.tags.at(-1)).toBe('users.last')
    expect(sections.flatMap((section) => section.tags).sort()).toEqual([...names].sort())
  })

  it('leaves few tags, or names that do not group, as they are', () => {
    expect(prefixSections(tags(['a.x', 'a.y', 'b.z']))).toBeUndefined()
    const plain = Array.from({ length: LAZY_SECTIONS_OVER + 1 }, (_, i) => `tag${i}`)
    expect(prefixSections(tags(plain))).toBeUndefined()
  })
})
