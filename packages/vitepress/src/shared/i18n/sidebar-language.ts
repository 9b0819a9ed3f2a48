// Which of the sidebar's group names a language gets: apart from the names themselves, which the
// browser's catalogs import (the matching of tags is the server's alone).
import { matchPlaygroundLocale } from 'vue-api-playground/i18n'
import { SIDEBAR_NAMES, type SidebarNames } from './sidebar-names'

/** The names in `lang` (a BCP 47 tag), English for a language not shipped. */
export function sidebarNamesFor(lang: string): SidebarNames {
  const key = matchPlaygroundLocale(lang)
  return key ? SIDEBAR_NAMES[key] : SIDEBAR_NAMES.en
}
