import { describe, expect, it } from 'vitest'
import { escapeHtml, expandSidebar, type CompactSidebar } from './sidebar'

const compact: CompactSidebar = {
  spec: 'pets',
  label: 'Pets <API>',
  prefix: '/pets',
  tags: [
    [
      'pets',
      [
        ['get', 'listPets', 'List pets'],
        ['delete', 'deletePet', '<img src=x onerror=alert(1)>', 1],
      ],
    ],
    ['store', [['post', 'order', 'Order']]],
  ],
  schemas: [['Pet', 'Pet']],
  changelog: '/pets/changelog',
}

describe('expandSidebar', () => {
  it('lists tags with their operations, then Schemas, then Changelog', () => {
    const [api, schemas, changelog] = expandSidebar(compact)
    expect(api!.text).toBe('Pets &lt;API&gt;')
    expect(api!.items!.map((group) => [group.text, group.items!.map((item) => item.link)])).toEqual(
      [
        ['pets', ['/pets/listPets', '/pets/deletePet']],
        ['store', ['/pets/order']],
      ],
    )
    expect(schemas!.items).toEqual([{ text: 'Pet', link: '/schemas/pets/Pet' }])
    expect(changelog).toEqual({
      text: 'Changelog',
      collapsed: false,
      items: [{ text: 'History', link: '/pets/changelog' }],
    })
  })

  it('escapes every word from the spec (VitePress renders sidebar text as HTML)', () => {
    const deleted = expandSidebar(compact)[0]!.items![0]!.items![1]!
    expect(deleted.text).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(deleted.text).not.toContain('<img')
    expect(deleted.text).toContain('vpad-sb-deprecated')
    expect(deleted.text).toContain('>DEL<')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
  })

  it('carries no operations or schemas in the skeleton', () => {
    const [api, schemas] = expandSidebar(compact, true)
    expect(api!.items!.map((group) => group.items)).toEqual([[], []])
    expect(schemas!.items).toEqual([])
  })
})
