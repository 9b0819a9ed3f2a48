import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { importsThemeLangs, themeLangsFile, themeLangsModule } from './i18n-routing'

const theme = join('/site/node_modules/vitepress/dist/client/theme-default')

describe('importsThemeLangs', () => {
  it("is the theme's own imports of composables/langs.js, and only them", () => {
    const component = join(theme, 'components/VPNavBarTranslations.vue')
    expect(importsThemeLangs('../composables/langs', component, theme)).toBe(true)
    expect(importsThemeLangs('../composables/langs.js', component, theme)).toBe(true)
    expect(importsThemeLangs('./composables/langs', join(theme, 'NotFound.vue'), theme)).toBe(true)
    expect(importsThemeLangs('./langs', join(theme, 'composables/nav.js'), theme)).toBe(true)
    expect(importsThemeLangs('../composables/nav', component, theme)).toBe(false)
    // The site's own files, and what stands for the file itself, import the real one.
    expect(importsThemeLangs('./composables/langs', '/site/.vitepress/theme/x.ts', theme)).toBe(
      false,
    )
    expect(importsThemeLangs('vitepress', component, theme)).toBe(false)
  })

  it('is the installed theme file', () => {
    const installed = join(
      dirname(createRequire(import.meta.url).resolve('vitepress/package.json')),
      'dist/client/theme-default',
    )
    expect(readFileSync(themeLangsFile(installed), 'utf8')).toContain('export function useLangs')
  })
})

describe('themeLangsModule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'theme-langs-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const vue = pathToFileURL(createRequire(import.meta.url).resolve('vue')).href
  // VitePress's useLangs and useData, as 1.6 has them, in a page of the root with fr and ar.
  mkdirSync(join(dir, 'stub'))
  writeFileSync(
    join(dir, 'stub/langs.js'),
    `import { computed } from ${JSON.stringify(vue)}
export const other = 'kept'
export function useLangs() {
  return {
    currentLang: computed(() => ({ label: 'English', link: '/' })),
    localeLinks: computed(() => [
      { text: 'Français', link: '/fr/pets/x.html' },
      { text: 'العربية', link: '/ar/pets/x.html' },
    ]),
  }
}`,
  )
  const routing = { value: undefined as unknown }
  ;(globalThis as { themeLangsTest?: unknown }).themeLangsTest = routing
  writeFileSync(
    join(dir, 'stub/vitepress.js'),
    `const routing = globalThis.themeLangsTest
export const useRoute = () => ({ path: '/pets/x.html' })
export const useData = () => ({
  theme: { get value() { return { i18nRouting: routing.value } } },
  site: { value: { locales: { root: { label: 'English' }, fr: { label: 'Français' }, ar: { label: 'العربية' } } } },
})`,
  )
  const code = themeLangsModule('./stub/langs.js')
    .replace("from 'vue'", `from ${JSON.stringify(vue)}`)
    .replace("from 'vitepress'", "from './stub/vitepress.js'")
  writeFileSync(join(dir, 'langs.js'), code)
  const load = async () =>
    (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'langs.js')).href)) as {
      useLangs: (options?: { correspondingLink?: boolean }) => {
        localeLinks: { value: { text: string; link: string }[] }
      }
      other: string
    }

  it('keeps VitePress’s links while i18nRouting is no function, and the other exports', async () => {
    const module = await load()
    expect(module.other).toBe('kept')
    expect(module.useLangs({ correspondingLink: true }).localeLinks.value[0]!.link).toBe(
      '/fr/pets/x.html',
    )
  })

  it('asks a function in i18nRouting for each link, as VitePress 2.0 does', async () => {
    const module = await load()
    routing.value = (_data: unknown, route: { path: string }, target: string) =>
      `/${target}/home?from=${route.path}`
    expect(module.useLangs({ correspondingLink: true }).localeLinks.value).toEqual([
      { text: 'Français', link: '/fr/home?from=/pets/x.html' },
      { text: 'العربية', link: '/ar/home?from=/pets/x.html' },
    ])
    // Without correspondingLink (the entries that link the locales' homes), VitePress's own.
    expect(module.useLangs().localeLinks.value[1]!.link).toBe('/ar/pets/x.html')
  })
})
