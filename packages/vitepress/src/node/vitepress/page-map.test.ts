import { describe, expect, it } from 'vitest'
import { sharePageHashes, slimHashMap, type PageChunk } from './page-map'

const chunk = (name: string, hash: string, code: string, facade = `/site/${name}`): PageChunk => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}.${hash}.js`,
  code,
  isEntry: true,
  facadeModuleId: facade,
})

function bundleOf(codeOfGetPet = 'a') {
  return {
    one: chunk('pets_getPet.md', 'AAAA1111', codeOfGetPet, '/site/pets/getPet.md'),
    two: chunk('schemas_pets_Pet.md', 'BBBB2222', 'b', '/site/schemas/pets/Pet.md'),
    own: chunk('pets_index.md', 'CCCC3333', 'c', '/site/pets/index.md'),
  }
}
const generated: Record<string, { group: string; slug: string }> = {
  '/site/pets/getPet.md': { group: 'pets', slug: 'getPet' },
  '/site/schemas/pets/Pet.md': { group: 'pets', slug: 'Pet' },
}

describe('sharePageHashes', () => {
  it('gives the generated pages of a spec one hash, made from all their code', () => {
    const bundle = bundleOf()
    const shared = sharePageHashes(bundle, (id) => generated[id])
    const { hash, pages } = shared.get('pets')!
    expect(bundle.one.fileName).toBe(`assets/pets_getPet.md.${hash}.js`)
    expect(bundle.two.fileName).toBe(`assets/schemas_pets_Pet.md.${hash}.js`)
    expect(bundle.own.fileName).toBe('assets/pets_index.md.CCCC3333.js')
    expect(pages).toEqual([
      { key: 'pets_getpet.md', prefix: 'pets_' },
      { key: 'schemas_pets_pet.md', prefix: 'schemas_pets_' },
    ])
    const changed = sharePageHashes(bundleOf('a2'), (id) => generated[id])
    expect(changed.get('pets')!.hash).not.toBe(hash)
  })
})

describe('slimHashMap', () => {
  const metadata = (map: Record<string, string>) =>
    `window.__VP_HASH_MAP__=JSON.parse(${JSON.stringify(JSON.stringify(map))});window.__VP_SITE_DATA__=JSON.parse("{}");`

  it('drops the generated pages from the map and answers for them by prefix', () => {
    const shared = new Map([
      [
        'pets',
        {
          hash: 'H',
          pages: [
            { key: 'pets_getpet.md', prefix: 'pets_' },
            { key: 'schemas_pets_pet.md', prefix: 'schemas_pets_' },
          ],
        },
      ],
    ])
    const slim = slimHashMap(
      metadata({
        'pets_getpet.md': 'H',
        'schemas_pets_pet.md': 'H',
        'pets_index.md': 'OWN',
        'index.md': 'X',
      }),
      shared,
    )!
    expect(slim).not.toContain('pets_getpet')
    expect(slim).toContain('window.__VP_SITE_DATA__=JSON.parse("{}");')
    const window: { __VP_HASH_MAP__?: Record<string, string | undefined> } = {}
    new Function('window', slim)(window)
    const map = window.__VP_HASH_MAP__!
    expect(map['pets_getpet.md']).toBe('H')
    expect(map['schemas_pets_pet.md']).toBe('H')
    // Other pages keep their own hash, the author's pages under the prefix included.
    expect(map['pets_index.md']).toBe('OWN')
    expect(map['index.md']).toBe('X')
    expect(map['guide_intro.md']).toBeUndefined()
    expect(map['constructor']).toBeUndefined()
  })

  it('leaves a script of another shape alone', () => {
    expect(slimHashMap('window.__VP_SITE_DATA__={}', new Map())).toBeUndefined()
  })
})
