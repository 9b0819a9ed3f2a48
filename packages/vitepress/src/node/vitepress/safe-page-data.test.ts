import { parse } from '@vue/compiler-sfc'
import { describe, expect, it } from 'vitest'
import { escapePageDataScript, safeDescriptionHead } from './safe-page-data'

/** A markdown page's Vue source as VitePress 1.6 writes it, with `data` as its page data. */
const pageSource = (data: unknown) =>
  `<script >
export const __pageData = JSON.parse(${JSON.stringify(JSON.stringify(data))})
export default {name:"guide/index.md"}</script>
<template><div><h1>Title</h1></div></template>`

/** The page data the script of a Vue source exports, read back as the browser would. */
function pageDataOf(source: string): unknown {
  const { descriptor, errors } = parse(source)
  expect(errors).toEqual([])
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(descriptor.script!.content)![1]!
  return JSON.parse(new Function(`return ${literal}`)() as string)
}

describe('escapePageDataScript', () => {
  const data = {
    title: 'a</script><script>alert(1)</script>',
    description: '</SCRIPT >{{ x }} <!-- <b onclick="x">\u2028',
    apiDocsEmbeds: { operations: { 'a.b': { summary: '<\\/script>' } } },
  }

  it('keeps a page whose data closes the script tag one page, with the same data', () => {
    // Unescaped, the text ends the script block: Vue's parser sees the rest as template.
    expect(parse(pageSource(data)).errors).not.toEqual([])
    const escaped = escapePageDataScript(pageSource(data))
    expect(escaped).not.toMatch(/<\/script[^>]*>[\s\S]*<\/script>/i)
    expect(pageDataOf(escaped)).toEqual(data)
    expect(parse(escaped).descriptor.template?.content).toBe('<div><h1>Title</h1></div>')
  })

  it('leaves a page without page data, or without `<` in it, as it is', () => {
    const plain = pageSource({ title: 'Plain & simple' })
    expect(escapePageDataScript(plain)).toBe(plain)
    expect(escapePageDataScript('<template><p>a < b</p></template>')).toBe(
      '<template><p>a < b</p></template>',
    )
  })
})

describe('safeDescriptionHead', () => {
  it('writes a description with markup characters as a head entry, which VitePress escapes', () => {
    expect(safeDescriptionHead('GET /a?b="<x>"')).toEqual([
      ['meta', { name: 'description', content: 'GET /a?b="<x>"' }],
    ])
  })

  it('leaves a plain description to VitePress', () => {
    expect(safeDescriptionHead('GET /pets · Pets & Co')).toEqual([])
    expect(safeDescriptionHead(undefined)).toEqual([])
  })
})
