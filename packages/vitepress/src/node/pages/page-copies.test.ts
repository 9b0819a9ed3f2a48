import { describe, expect, it } from 'vitest'
import { fillPage, pageChunkName, placeholderModule, PLACEHOLDERS } from './page-copies'

// A page module in the shape VitePress and plugin-vue give it (see VitePress's injectPageDataCode).
const pageData = { title: '', relativePath: 'graph/users-list.md', params: { key: 'users-list' } }
const module = `const __pageData = JSON.parse(${JSON.stringify(JSON.stringify(pageData))})
const __default__ = {name:"graph/users-list.md"}
export { __pageData }`

describe('placeholderModule and fillPage', () => {
  it("put placeholders for a page's data and path, and fill them with another page's", () => {
    const marked = placeholderModule(module, 'graph/users-list.md')
    expect(marked).not.toContain('users-list')
    expect(marked).toContain(`JSON.parse("${PLACEHOLDERS.data}")`)
    expect(marked).toContain(`{name:"${PLACEHOLDERS.path}"}`)
    const data = JSON.stringify({ title: 'Price in $& and `ticks`', relativePath: 'beta/x.md' })
    const filled = fillPage(marked, { data, path: 'beta/x.md' })
    // What the copy evaluates to: the other page's data (a `$&` in it stays as written).
    const run = new Function(
      `${filled.replace('export { __pageData }', '')}; return [__pageData, __default__]`,
    )
    expect(run()).toEqual([JSON.parse(data), { name: 'beta/x.md' }])
  })

  it('fills placeholders in whatever quotes a minifier chose, the data file too', () => {
    const minified = `const r=JSON.parse(\`${PLACEHOLDERS.data}\`),s={name:'${PLACEHOLDERS.path}'};n(r.params,"${PLACEHOLDERS.file}",import.meta.url)`
    const filled = fillPage(minified, { data: '{"a":1}', path: 'p.md', file: './pages/s/p.1.json' })
    expect(filled).toBe(
      `const r=JSON.parse("{\\"a\\":1}"),s={name:"p.md"};n(r.params,"./pages/s/p.1.json",import.meta.url)`,
    )
  })

  it('says so when the module has no page data where VitePress puts it', () => {
    expect(() => placeholderModule('export default {}', 'graph/x.md')).toThrow(
      'no __pageData in the module of graph/x.md',
    )
  })
})

describe('pageChunkName', () => {
  it('names a page as VitePress names its input, and its file as Rollup sanitizes it', () => {
    expect(pageChunkName('graph/users-list.md')).toEqual({
      name: 'graph_users-list.md',
      file: 'graph_users-list.md',
    })
    expect(pageChunkName('schemas/graph/a:b.md').file).toBe('schemas_graph_a_b.md')
  })
})
