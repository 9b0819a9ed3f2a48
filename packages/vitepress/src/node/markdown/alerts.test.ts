import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './render'
import { ALERTS } from './alerts'

describe("GitHub's alerts in descriptions", () => {
  it('renders each kind as a VitePress custom block with its title', () => {
    for (const kind of ALERTS) {
      const html = renderMarkdown(`> [!${kind.toUpperCase()}]\n> Mind *this*.`)
      expect(html).toBe(
        `<div class="${kind} custom-block github-alert"><p class="custom-block-title">${kind.toUpperCase()}</p>\n<p>Mind <em>this</em>.</p>\n</div>`,
      )
    }
  })

  it('keeps the blocks after the marker, in any case of it, and nests in quotes', () => {
    expect(renderMarkdown('> [!Note]\n> - one\n> - two')).toBe(
      '<div class="note custom-block github-alert"><p class="custom-block-title">NOTE</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div>',
    )
    expect(renderMarkdown('> > [!TIP]\n> > inside')).toContain(
      '<blockquote>\n<div class="tip custom-block github-alert">',
    )
  })

  it('leaves any other blockquote one, as GitHub does', () => {
    for (const source of ['> [!NOTE] on the same line', '> [!HINT]\n> no such kind', '> plain'])
      expect(renderMarkdown(source)).toMatch(/^<blockquote>/)
  })

  it('sanitizes raw HTML inside an alert as everywhere else', () => {
    expect(renderMarkdown('> [!WARNING]\n> <img src=x onerror=alert(1)>')).toContain(
      '<p class="custom-block-title">WARNING</p>\n<p><img src="x" /></p>',
    )
  })
})
