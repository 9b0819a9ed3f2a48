import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { describe, expect, it } from 'vitest'
import PathTitle from './PathTitle'

/** The HTML of a heading holding the title, as the server renders it. */
const heading = (title: string, path: string) =>
  renderToString(createSSRApp({ render: () => h('h1', null, [h(PathTitle, { title, path })]) }))

describe('PathTitle', () => {
  it('lets a path for a title break after each slash, and nowhere else', async () => {
    const path = '/api/v1/namespaces/{namespace}/pods'
    expect(await heading(path, path)).toBe(
      '<h1><!--[-->/<wbr>api/<wbr>v1/<wbr>namespaces/<wbr>{namespace}/<wbr>pods<!--]--></h1>',
    )
  })

  it('renders any other title as its text alone, the same HTML as before', async () => {
    expect(await heading('Get a repository', '/repos/{owner}/{repo}')).toBe(
      '<h1>Get a repository</h1>',
    )
    // A summary with a slash is not a path: it breaks as text does.
    expect(await heading('Read/write a file', '/files')).toBe('<h1>Read/write a file</h1>')
    expect(await heading('/', '/')).toBe('<h1>/</h1>')
    // Escaped as any text.
    expect(await heading('<b>', '/x')).toBe('<h1>&lt;b&gt;</h1>')
  })
})
