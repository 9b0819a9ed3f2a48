import { describe, expect, it } from 'vitest'
import { ApiDocsConfigError, normalizePrefix, resolveOptions } from './options'

const spec = (name: string, prefix: string) => ({ name, spec: `${name}.yaml`, prefix })

describe('resolveOptions', () => {
  it('normalizes prefixes', () => {
    expect(resolveOptions({ specs: [spec('pets', 'pets/')] }).specs[0]!.prefix).toBe('/pets')
    expect(normalizePrefix('//a/b//')).toBe('/a/b')
  })

  it('rejects an empty list', () => {
    expect(() => resolveOptions({ specs: [] })).toThrow(ApiDocsConfigError)
  })

  it('names every mistake with its entry', () => {
    const run = () =>
      resolveOptions({
        specs: [
          spec('pets', '/pets'),
          spec('pets', '/other'),
          spec('store', '/pets'),
          spec('admin', '/pets/admin'),
          { name: '', spec: '', prefix: '' },
          spec('9lives', '/cats'),
          spec('schemas', '/schemas'),
        ],
      })
    expect(run).toThrow(ApiDocsConfigError)
    let message = ''
    try {
      run()
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('specs[1]: name "pets" is used by specs[0] too')
    expect(message).toContain('specs[2] (store): prefix "/pets" is used by specs[0] (pets) too')
    expect(message).toContain(
      'specs[3] (admin): prefix "/pets/admin" overlaps "/pets" of specs[0] (pets)',
    )
    expect(message).toContain('specs[4]: `name` is missing')
    expect(message).toContain('specs[4]: `spec` (the file path) is missing')
    expect(message).toContain('specs[4]: `prefix` is missing')
    expect(message).toContain('specs[5] (9lives): `name` "9lives" must start with a letter')
    expect(message).toContain('clashes with the schema pages under /schemas')
  })

  it('takes `mock` as true, false or "default", and names any other value', () => {
    for (const mock of [true, false, 'default'] as const)
      expect(resolveOptions({ specs: [{ ...spec('pets', '/pets'), mock }] }).specs[0]!.mock).toBe(
        mock,
      )
    expect(() =>
      resolveOptions({ specs: [{ ...spec('pets', '/pets'), mock: 'always' as never }] }),
    ).toThrow('specs[0] (pets): `mock` must be true, false or "default"; got "always"')
  })

  it("checks a spec's `download`: true, false or an http(s) URL", () => {
    for (const download of [true, false, 'https://example.com/pets.json'])
      expect(
        resolveOptions({ specs: [{ ...spec('pets', '/pets'), download }] }).specs[0],
      ).toMatchObject({ download })
    expect(() =>
      resolveOptions({ specs: [{ ...spec('pets', '/pets'), download: 'pets.json' }] }),
    ).toThrow('specs[0] (pets): `download` must be true, false or an http(s) URL; got "pets.json"')
  })

  it('compares prefixes without case (case-insensitive file systems)', () => {
    expect(() => resolveOptions({ specs: [spec('a', '/Pets'), spec('b', '/pets')] })).toThrow(
      /used by specs\[0\]/,
    )
  })

  it('writes llms.txt and every twin by default; `llms` turns llms-full.txt, the twins or all off', () => {
    const specs = [spec('pets', '/pets')]
    // A full text over 4 MiB (about a million tokens) is left out unless the author says otherwise.
    const all = { full: true, twins: true, partBytes: 20 * 2 ** 20, maxBytes: 4 * 2 ** 20 }
    expect(resolveOptions({ specs }).llms).toEqual(all)
    expect(resolveOptions({ specs, llms: true }).llms).toEqual(all)
    expect(resolveOptions({ specs, llms: { full: false } }).llms).toEqual({ ...all, full: false })
    expect(resolveOptions({ specs, llms: { twins: false } }).llms).toEqual({ ...all, twins: false })
    expect(
      resolveOptions({ specs, llms: { fullPartSize: 65_536, fullMaxSize: 10 ** 8 } }).llms,
    ).toEqual({ ...all, partBytes: 65_536, maxBytes: 10 ** 8 })
    expect(resolveOptions({ specs, llms: { fullMaxSize: Infinity } }).llms).toEqual({
      ...all,
      maxBytes: Infinity,
    })
    expect(resolveOptions({ specs, llms: false }).llms).toBe(false)
    expect(() => resolveOptions({ specs, llms: 'yes' as never })).toThrow(
      '`llms` must be true, false or an object; got "yes"',
    )
    const bad = () =>
      resolveOptions({
        specs,
        llms: { twins: 'no', fullPartSize: 65_535, fullMaxSize: -1 } as never,
      })
    expect(bad).toThrow('`llms.twins` must be true or false; got "no"')
    expect(bad).toThrow(
      '`llms.fullPartSize` must be a whole number of bytes, 65536 or more; got 65535',
    )
    expect(bad).toThrow('`llms.fullMaxSize` must be a number of bytes, 0 or more; got -1')
  })
  it('leaves `renderThreads` to the site unless set, and takes only a whole number', () => {
    const specs = [spec('pets', '/pets')]
    expect(resolveOptions({ specs }).renderThreads).toBeUndefined()
    expect(resolveOptions({ specs, renderThreads: 0 }).renderThreads).toBe(0)
    expect(resolveOptions({ specs, renderThreads: 3 }).renderThreads).toBe(3)
    for (const bad of [-1, 1.5, '2'])
      expect(() => resolveOptions({ specs, renderThreads: bad as never })).toThrow(
        `\`renderThreads\` must be a whole number, 0 or more; got ${JSON.stringify(bad)}`,
      )
  })

  describe('locales', () => {
    it('gives every spec the site-wide locales, unless its own replace them', () => {
      const { specs } = resolveOptions({
        locales: ['fr', 'ar'],
        specs: [
          spec('pets', '/pets'),
          { ...spec('store', '/store'), locales: false },
          { ...spec('admin', '/admin'), locales: true },
          {
            ...spec('events', '/events'),
            locales: { fr: { spec: 'events.fr.yaml', label: 'Événements' }, ar: true },
          },
        ],
      })
      expect(specs.map((entry) => entry.locales)).toEqual([
        { fr: {}, ar: {} },
        undefined,
        'all',
        { fr: { spec: 'events.fr.yaml', label: 'Événements' }, ar: {} },
      ])
    })

    it('makes no copies by default, nor for an empty list', () => {
      const { specs } = resolveOptions({ specs: [spec('pets', '/pets')], locales: [] })
      expect(specs[0]!.locales).toBeUndefined()
      expect(resolveOptions({ specs: [spec('pets', '/pets')] }).specs[0]).not.toHaveProperty(
        'locales',
      )
    })

    it('names each mistake in a locales option', () => {
      let message = ''
      try {
        resolveOptions({
          locales: 'fr' as unknown as string[],
          specs: [
            { ...spec('pets', '/pets'), locales: ['root', 'a/b'] },
            { ...spec('store', '/store'), locales: { fr: { spec: '' }, de: 'yes' as never } },
          ],
        })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toContain('`locales` must be true, false or a list of locale keys; got "fr"')
      expect(message).toContain('specs[0] (pets): `locales`: "root" is not a key')
      expect(message).toContain('specs[0] (pets): `locales`: "a/b" is not a key')
      expect(message).toContain('specs[1] (store): `locales`.fr.spec must be a non-empty string')
      expect(message).toContain('specs[1] (store): `locales`.de must be true or { spec?, label? }')
    })
  })
})
