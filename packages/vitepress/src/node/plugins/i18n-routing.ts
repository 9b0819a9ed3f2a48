import { realpathSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Plugin } from 'vitepress'
import {
  importsThemeLangs,
  THEME_LANGS_ID,
  themeLangsFile,
  themeLangsModule,
} from '../vitepress/theme/i18n-routing'
import { vitepressLine } from '../vitepress/version'
import { themeEntry } from './default-theme'

/**
 * `vitepress-api-docs:i18n-routing`: on VitePress 1.6, the default theme's `useLangs` takes a
 * function in `i18nRouting` as 2.0's does (../vitepress/theme/i18n-routing.ts), so that the
 * language menu links only pages that exist (shared/i18n/language-menu.ts). In the build and in
 * a dev server that serves the theme file by file; the dev pre-bundle of the theme does the same
 * (./default-theme.ts). VitePress 2.0 needs nothing.
 */
export function i18nRoutingPlugin(): Plugin {
  let themeDir: string | undefined
  return {
    name: 'vitepress-api-docs:i18n-routing',
    enforce: 'pre',
    // Once resolved: VitePress's own plugin adds its aliases in its `config`, after this one's.
    configResolved(config) {
      const site = (config as { vitepress?: { root: string; dynamicRoutes?: unknown } }).vitepress
      if (site && vitepressLine(site) === 2) return
      const entry = themeEntry(config.resolve.alias)
      if (entry) themeDir = realpathSync(dirname(entry))
    },
    resolveId(source, importer) {
      if (themeDir && importer && importsThemeLangs(source, importer, themeDir))
        return THEME_LANGS_ID
    },
    load(id) {
      if (id === THEME_LANGS_ID && themeDir) return themeLangsModule(themeLangsFile(themeDir))
    },
  }
}
