import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './render'
import { sanitizeDescription } from './sanitize'

/** What a browser would run or load from HTML: scripts, handlers, script URLs, frames, styles. */
const RUNS =
  /<(script|iframe|object|embed|style|form|input|button|svg|math|template|link|meta|base)\b|\son[a-z]+\s*=|="\s*(javascript|vbscript|data):|\sstyle="(?!text-align:(left|right|center)")/i

const render = (text: string) => renderMarkdown(text) ?? ''

describe('HTML in descriptions', () => {
  it('renders the HTML that descriptions hold as elements', () => {
    expect(render('<p>Returns a list of <a href="/docs/charges">charges</a>.</p>')).toBe(
      '<p>Returns a list of <a href="/docs/charges">charges</a>.</p>',
    )
    expect(render('One<br>two <code>x &lt; y</code> <b>bold</b> <i>it</i>')).toBe(
      '<p>One<br />two <code>x &lt; y</code> <b>bold</b> <i>it</i></p>',
    )
    const table = render('<table><tr><th>Key</th><td colspan="2">Value</td></tr></table>')
    expect(table).toBe('<table><tr><th>Key</th><td colspan="2">Value</td></tr></table>')
  })

  it('keeps what is not an HTML element as text, as written', () => {
    expect(render('Replace <owner> with the owner, </name> too.')).toBe(
      '<p>Replace &lt;owner&gt; with the owner, &lt;/name&gt; too.</p>',
    )
    expect(render('<owner>\nthen *this*')).toBe('<p>&lt;owner&gt;\nthen <em>this</em></p>')
  })

  it('leaves Markdown without raw HTML as markdown-it writes it', () => {
    const source = '| a | b |\n|:-:|--:|\n| `<x>` | [y](https://e.com) |\n\n> [!NOTE]\n> Mind.'
    expect(render(source)).toBe(sanitizeDescription(render(source)))
    expect(render(source)).toContain('<td style="text-align:center"><code>&lt;x&gt;</code></td>')
  })

  it('keeps the Markdown around HTML: tables, alerts, fences, links in a new tab', () => {
    const html = render(
      '| a |\n|--:|\n| <b>1</b> |\n\n> [!WARNING]\n> <em>hot</em>\n\n```js\nx <b>\n```\n\nhttps://e.com',
    )
    expect(html).toContain('<th style="text-align:right">a</th>')
    expect(html).toContain('<div class="warning custom-block github-alert">')
    expect(html).toContain('<p class="custom-block-title">WARNING</p>')
    expect(html).toContain('<code class="language-js">x &lt;b&gt;\n</code>')
    expect(html).toContain(
      '<a href="https://e.com" target="_blank" rel="noreferrer noopener">https://e.com</a>',
    )
  })

  it('opens web links in a new tab without their opener, whatever the description says', () => {
    expect(render('<a href="https://e.com" target="_top" rel="opener">e</a>')).toBe(
      '<p><a href="https://e.com" target="_blank" rel="noreferrer noopener">e</a></p>',
    )
    expect(render('<a href="/docs" target="_blank">d</a>')).toBe('<p><a href="/docs">d</a></p>')
  })

  const attacks: Record<string, [source: string, kept?: string]> = {
    'a script': ['<script>alert(1)</script>after', 'after'],
    'a closing script tag first': ['</script><script>alert(1)</script>x', 'x'],
    'an image with an error handler': [
      '<img src="x.png" onerror="alert(1)">',
      '<img src="x.png" />',
    ],
    'an image without quotes': ['<img src=x onerror=alert(1)//>'],
    'any event handler': ['<b onmouseover="alert(1)" ONCLICK=alert(2)>b</b>', '<b>b</b>'],
    'a script inside SVG': [
      '<svg><script>alert(1)</script><a xlink:href="javascript:1">x</a></svg>',
    ],
    'an SVG handler': ['<svg onload=alert(1)><animate onbegin=alert(2)></svg>'],
    'a javascript: link': ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    'an encoded javascript: link': ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    'a link in upper case': ['<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    'a vbscript: link': ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    'a data: link': ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    'a data: image': ['<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    'a Markdown javascript: link': ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    'an iframe': ['<iframe src="https://evil.example"></iframe>text', 'text'],
    'an iframe with srcdoc': ['<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    'an object and an embed': ['<object data="x.swf"></object><embed src="x.swf">'],
    'a form': ['<form action="https://evil.example"><input name="p"><button>Go</button></form>'],
    'a style element': ['<style>body { display: none }</style>text', 'text'],
    'a style attribute that leaves its box': [
      '<div style="position:fixed;inset:0;z-index:9999">over</div>',
      '<div>over</div>',
    ],
    'a style attribute on a cell': [
      '<table><tr><td style="text-align:right;position:absolute">1</td></tr></table>',
      '<td style="text-align:right">1</td>',
    ],
    'MathML mutation': [
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ],
    'MathML and SVG namespace confusion': [
      '<math><mi><svg><style><img src=x onerror=alert(1)></style></svg></mi></math>x',
      'x',
    ],
    'noscript mutation': ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    'a template': ['<template><img src=x onerror=alert(1)></template>'],
    'base, meta and link': [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css">',
    ],
    'an id that would clobber the DOM': ['<b id="__VP_HASH_MAP__" name="x">b</b>', '<b>b</b>'],
    'a class of the site': ['<span class="VPNav vpad-sb-text">x</span>', '<span>x</span>'],
    'a comment hiding a script': ['<!--><script>alert(1)</script>-->'],
  }
  for (const [name, [source, kept]] of Object.entries(attacks)) {
    it(`runs nothing from ${name}`, () => {
      const html = render(source)
      expect(html).not.toMatch(RUNS)
      if (kept !== undefined) expect(html).toContain(kept)
    })
  }

  it('closes what a description leaves open and drops what it closes too many times', () => {
    expect(render('<div><table><tr><td>cell')).toBe(
      '<div><table><tr><td>cell</td></tr></table></div>',
    )
    expect(render('<a href="https://e.com">open')).toBe(
      '<p><a href="https://e.com" target="_blank" rel="noreferrer noopener">open</a></p>',
    )
    expect(render('</div></div></main><p>after')).toBe('<p>after</p>')
    expect(render('<b>bold <i>both</b> after')).not.toMatch(/<\/(div|main)>|<(b|i)>[^<]*$/)
  })

  it('keeps every attribute value escaped', () => {
    const html = render('<a href="https://e.com/?q=&quot;><script>" title=\'"><img src=x>\'>x</a>')
    expect(html).not.toMatch(RUNS)
    expect(html).not.toContain('"><')
  })
})
