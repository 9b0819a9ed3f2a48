import { playgroundLocales } from 'vue-api-playground/i18n'
import { describe, expect, it } from 'vitest'
import { PAGE_KIND_NAMES, pageKindNamesFor } from './page-kinds'
import { SIDEBAR_NAMES } from './sidebar-names'

describe('page kind names', () => {
  it('are given in every shipped language, as the sidebar names are', () => {
    expect(Object.keys(PAGE_KIND_NAMES).sort()).toEqual([...playgroundLocales].sort())
    expect(Object.keys(PAGE_KIND_NAMES).sort()).toEqual(Object.keys(SIDEBAR_NAMES).sort())
  })

  it('follow a page language, with English for one not shipped', () => {
    expect(pageKindNamesFor('fr-FR').schema).toBe('Schéma')
    expect(pageKindNamesFor('ar').schema).toBe('مخطط')
    expect(pageKindNamesFor('sv-SE')).toEqual(PAGE_KIND_NAMES.en)
  })
})
