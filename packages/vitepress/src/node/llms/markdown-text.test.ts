import fc from 'fast-check'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { code, codeBlock, escapeLine, escapeText, heading } from './markdown-text'

// A reader that lets raw HTML through: the worst case for text written into Markdown.
const md = new MarkdownIt({ html: true, linkify: false })
/** Text of HTML with markdown-it's four character references. */
const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
/** The text a reader shows of one line of Markdown, from its HTML. */
const shown = (markdown: string) => decode(md.render(markdown).replace(/<[^>]+>/g, '')).trim()

describe('escapeText', () => {
  it('shows markup, references and markdown punctuation as the same text', () => {
    const text = `<img src=x onerror="alert(1)"> *a* _b_ [c](javascript:x) \`d\` &amp; a|b ~~e~~ \\`
    const html = md.render(escapeLine(text))
    expect(html).not.toMatch(/<(img|em|strong|a|code|s)\b/)
    expect(shown(escapeLine(text))).toBe(text)
  })

  it('keeps any single line of text as it is, under a reader that allows HTML', () => {
    const line = fc
      .string({ unit: fc.constantFrom(...'ab <>&;#*_[]()`\\|~!-+=.1:/"\'{}'.split('')) })
      .filter((s) => s.trim() === s && s.length > 0)
    fc.assert(fc.property(line, (text) => shown(escapeLine(text)) === text))
  })

  it('turns line breaks into spaces, so the text stays in its line', () => {
    expect(escapeText('one\n\n# two\r\n- three')).toBe('one # two - three')
  })

  it('escapes what starts a block only where the text starts a line', () => {
    expect(escapeText('1.2.0')).toBe('1.2.0')
    expect(escapeLine('1. first')).toBe('1\\. first')
    expect(escapeLine('- item')).toBe('\\- item')
    expect(escapeLine('# title')).toBe('\\# title')
  })
})

describe('heading', () => {
  it('keeps a closing run of # in the text', () => {
    expect(heading(2, 'Use C#')).toBe('## Use C\\#')
    expect(shown(heading(2, 'Use C#'))).toBe('Use C#')
  })
})

describe('code', () => {
  it('holds any backticks and spaces, on one line', () => {
    for (const text of ['a`b', '``x``', '`', ' padded ', ' ', 'a\nb', '<b>&amp;</b>']) {
      const html = md.renderInline(code(text))
      const inner = /^<code>([\s\S]*)<\/code>$/.exec(html)?.[1]
      expect(inner, text).toBeDefined()
      expect(decode(inner!)).toBe(text.replace(/\n/g, ' '))
    }
    expect(code('')).toBe('` `')
  })
})

describe('codeBlock', () => {
  it('fences text holding fences with a longer fence', () => {
    const text = '```js\nalert(1)\n```\n</code></pre><script>'
    const block = codeBlock(text, 'md')
    expect(block.startsWith('````md\n')).toBe(true)
    const html = md.render(block)
    expect(html).not.toContain('<script>')
    expect(shown(block)).toBe(text)
  })
})
