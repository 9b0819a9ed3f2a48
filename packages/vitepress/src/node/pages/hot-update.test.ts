import { describe, expect, it } from 'vitest'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import { pageDataOfModule, pushSpecEdit, SITE_DATA } from './hot-update'
import type { GeneratedRoute } from './pages'

const route = (key: string): GeneratedRoute => ({
  path: `pets/${key}.md`,
  fullPath: `/site/pets/${key}.md`,
  route: 'operation.md',
  params: { apiDocsPage: 'operation', spec: 'pets', key },
})

const pageModule = (title: string) =>
  `import x from "y"\nexport const __pageData = JSON.parse(${JSON.stringify(JSON.stringify({ title, params: { key: 'listPets' } }))})\nconst a = 1`

interface FakeModule {
  id: string
  url: string
  file: string
}

/** The parts of Vite's dev server that a spec edit uses, recording what is done to them. */
function fakeServer(loaded: string[]) {
  const modules = new Map<string, FakeModule>(
    [...loaded, SITE_DATA, RESOLVED + VIRTUAL.sidebars, '/site/index.md'].map((id) => [
      id,
      { id, url: id.replace('/site', ''), file: id },
    ]),
  )
  const log: string[] = []
  const server = {
    moduleGraph: {
      idToModuleMap: modules,
      getModuleById: (id: string) => modules.get(id),
      invalidateModule: (module: FakeModule) => log.push(`invalidate ${module.id}`),
    },
    ws: {
      send: (payload: { type: string; event?: string; data?: { path: string } }) =>
        log.push(
          `send ${payload.type}${payload.event ? ` ${payload.event} ${payload.data!.path}` : ''}`,
        ),
    },
    transformRequest: async (url: string) => ({ code: pageModule(`title of ${url}`) }),
    reloadModule: async (module: FakeModule) => void log.push(`reload ${module.id}`),
  }
  return { server: server as unknown as Parameters<typeof pushSpecEdit>[0], log }
}

describe('pageDataOfModule', () => {
  it('reads the page data VitePress wrote into a page module', () => {
    expect(pageDataOfModule(pageModule('List "every" pet</script>'))).toEqual({
      title: 'List "every" pet</script>',
      params: { key: 'listPets' },
    })
  })

  it('is undefined for a module without page data', () => {
    expect(pageDataOfModule('export default {}')).toBeUndefined()
  })
})

describe('pushSpecEdit', () => {
  it('hands each open page its new data, then updates sidebars, site data and the pages', async () => {
    const { server, log } = fakeServer(['/site/pets/listPets.md'])
    await pushSpecEdit(
      server,
      [route('listPets'), route('getPet')],
      [route('listPets'), route('getPet')],
    )
    const after = log.filter((line) => !line.startsWith('invalidate'))
    expect(after).toEqual([
      'send custom vitepress:pageData /pets/listPets.md',
      `reload ${RESOLVED + VIRTUAL.sidebars}`,
      `reload ${SITE_DATA}`,
      'reload /site/pets/listPets.md',
    ])
    // Everything made from the models is forgotten, a user's markdown page included (embeds).
    expect(log).toContain('invalidate /site/index.md')
    expect(log).toContain(`invalidate ${SITE_DATA}`)
  })

  it("leaves the site data alone when the sidebars' skeletons in it did not change", async () => {
    // VitePress 2.0's client reloads the whole page for a new site data.
    const { server, log } = fakeServer(['/site/pets/listPets.md'])
    await pushSpecEdit(server, [route('listPets')], [route('listPets')], { siteData: false })
    expect(log.filter((line) => line.startsWith('reload'))).toEqual([
      `reload ${RESOLVED + VIRTUAL.sidebars}`,
      'reload /site/pets/listPets.md',
    ])
  })

  it('reloads the browser when an open page is gone from the spec', async () => {
    const { server, log } = fakeServer(['/site/pets/getPet.md'])
    await pushSpecEdit(server, [route('listPets'), route('getPet')], [route('listPets')])
    expect(log.filter((line) => !line.startsWith('invalidate'))).toEqual(['send full-reload'])
  })
})
