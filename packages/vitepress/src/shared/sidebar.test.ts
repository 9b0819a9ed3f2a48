import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  expandSidebar,
  findGroup,
  groupNumbers,
  operationItems,
  schemaItems,
  type CompactSidebar,
} from './sidebar'

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
        [
          '<span class="vpad-sb-group" data-vpad-group="pets:0">pets</span>',
          ['/pets/listPets', '/pets/deletePet'],
        ],
        ['<span class="vpad-sb-group" data-vpad-group="pets:1">store</span>', ['/pets/order']],
      ],
    )
    // Schemas come after the tags in the numbering the browser loads groups by.
    expect(schemas!.text).toContain('data-vpad-group="pets:2"')
    expect(schemas!.items).toEqual([{ text: 'Pet', link: '/schemas/pets/Pet' }])
    expect(changelog).toEqual({ text: 'Changelog', link: '/pets/changelog' })
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

  it('makes the items of one group as the full sidebar has them', () => {
    const [api, schemas] = expandSidebar(compact)
    expect(operationItems('/pets', compact.tags[0]![1])).toEqual(api!.items![0]!.items)
    expect(schemaItems('pets', compact.schemas)).toEqual(schemas!.items)
  })

  it('escapes a group name inside its marked title', () => {
    const [api] = expandSidebar({ ...compact, tags: [['<b>', []]] }, true)
    expect(api!.items![0]!.text).toBe(
      '<span class="vpad-sb-group" data-vpad-group="pets:0">&lt;b&gt;</span>',
    )
  })
})

describe('expandSidebar with x-tagGroups and webhooks', () => {
  const sections: CompactSidebar = {
    ...compact,
    tags: [...compact.tags, ['misc', [['get', 'misc', 'Misc']]]],
    sections: [
      ['Shop', [1]],
      ['Animals', [0]],
    ],
    webhooks: [['post', 'adopted', 'adopted']],
  }

  it('puts tags under their group headings in order, the rest under the label', () => {
    const [shop, animals, rest, webhooks, schemas] = expandSidebar(sections)
    expect(shop!.text).toBe('Shop')
    expect(shop!.items!.map((group) => group.text)).toEqual([
      '<span class="vpad-sb-group" data-vpad-group="pets:1">store</span>',
    ])
    expect(animals!.items![0]!.text).toContain('data-vpad-group="pets:0">pets<')
    expect(rest!.text).toBe('Pets &lt;API&gt;')
    expect(rest!.items!.map((group) => group.items!.map((item) => item.link))).toEqual([
      ['/pets/misc'],
    ])
    // Webhooks after the tags, then Schemas: numbered as groupNumbers says.
    expect(webhooks!.text).toContain('data-vpad-group="pets:3">Webhooks<')
    expect(webhooks!.items!.map((item) => item.link)).toEqual(['/pets/adopted'])
    expect(schemas!.text).toContain('data-vpad-group="pets:4">Schemas<')
    expect(groupNumbers({ tags: 3, webhooks: 1, schemas: 1 })).toEqual({
      webhooks: 3,
      schemas: 4,
      count: 5,
    })
    expect(groupNumbers({ tags: 2, webhooks: 0, schemas: 1 })).toEqual({ schemas: 2, count: 3 })
  })

  it('finds a group by its number however deep it sits', () => {
    const skeleton = expandSidebar(sections, true)
    expect(findGroup(skeleton, 'pets', 0)!.text).toContain('>pets<')
    expect(findGroup(skeleton, 'pets', 3)!.text).toContain('>Webhooks<')
    expect(findGroup(skeleton, 'pets', 9)).toBeUndefined()
    expect(findGroup(skeleton, 'admin', 0)).toBeUndefined()
  })
})
