import { join, sep } from 'node:path'

// VitePress 2.0 takes a function in `themeConfig.i18nRouting`, which makes the links of the
// default theme's language menu ("feat: allow custom i18n routing", vuejs/vitepress#5239,
// theme-default/composables/langs.ts's `resolveLocaleLink`); the plugin's client puts one there
// (client/i18n/language-menu.ts). VitePress 1.6's `useLangs`
// (vitepress/dist/client/theme-default/composables/langs.js) takes only `true` or `false`: on 1.6
// the theme's files, which import it by relative paths (`../composables/langs`), are given this
// module in its place, VitePress's `useLangs` whose menu links come from such a function as
// 2.0's do. Vite resolves the theme's imports as any other, which is how VitePress's guide
// overrides a theme's component ("Overriding Internal Components"); VitePress's files are left
// as they are.

/** The id the theme's `composables/langs.js` is served as on VitePress 1.6. */
export const THEME_LANGS_ID = '\0vitepress-api-docs:theme-langs'

/** The default theme's `composables/langs.js`, in the theme's folder. */
export function themeLangsFile(themeDir: string): string {
  return join(themeDir, 'composables', 'langs.js')
}

/**
 * Whether an import of `specifier` from `importer` (a file of the theme) is the theme's
 * `composables/langs.js`: `../composables/langs`, or `./composables/langs` from NotFound.vue.
 */
export function importsThemeLangs(specifier: string, importer: string, themeDir: string): boolean {
  if (!importer.startsWith(themeDir + sep) || !/^\.\.?\//.test(specifier)) return false
  const file = join(importer.replace(/\?.*$/, ''), '..', specifier.replace(/(\.js)?$/, '.js'))
  return file === themeLangsFile(themeDir)
}

/**
 * The code that stands for the theme's `composables/langs.js` on 1.6: its exports, with a
 * `useLangs` whose language-menu links (`correspondingLink`) a function in `i18nRouting` makes,
 * called as 2.0 calls it, `(data, route, targetLocale)`. `original` is how it imports the file.
 */
export function themeLangsModule(original: string): string {
  const from = JSON.stringify(original)
  return `import { computed } from 'vue'
import { useData, useRoute } from 'vitepress'
import { useLangs as themeUseLangs } from ${from}
export * from ${from}
export function useLangs(options = {}) {
  const langs = themeUseLangs(options)
  if (!options.correspondingLink) return langs
  const data = useData()
  const route = useRoute()
  const localeLinks = computed(() => {
    const routing = data.theme.value.i18nRouting
    if (typeof routing !== 'function') return langs.localeLinks.value
    const current = langs.currentLang.value.label
    const keys = Object.entries(data.site.value.locales)
      .filter(([, locale]) => locale.label !== current)
      .map(([key]) => key)
    return langs.localeLinks.value.map((item, index) => ({
      ...item,
      link: routing(data, route, keys[index]),
    }))
  })
  return { ...langs, localeLinks }
}
`
}
