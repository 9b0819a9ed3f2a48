import { describe, expect, it } from 'vitest'
import { plainQuotes } from './plain-text'

describe('plainQuotes', () => {
  it('writes quotes in text as themselves, and nothing else', () => {
    const html =
      '<pre class="x" title="a &quot;b&quot; c>d"><code>{\n  &quot;id&quot;: &#39;1&#39; &amp;quot; &lt;p&gt;\n}</code></pre>'
    expect(plainQuotes(html)).toBe(
      '<pre class="x" title="a &quot;b&quot; c>d"><code>{\n  "id": \'1\' &amp;quot; &lt;p&gt;\n}</code></pre>',
    )
  })

  it('leaves comments, scripts, styles and what comes before `from` alone', () => {
    const head = '<title>&quot;T&quot;</title>'
    const body =
      '<!-- &quot; --><script>x="&quot;"</script><style>a::after{content:"&#39;"}</style><p>&quot;</p>'
    expect(plainQuotes(head + body, head.length)).toBe(
      head +
        '<!-- &quot; --><script>x="&quot;"</script><style>a::after{content:"&#39;"}</style><p>"</p>',
    )
  })

  it("writes a false v-if's placeholder as production builds do", () => {
    expect(plainQuotes('<div><!--v-if--><!--[--><!--]--><!-- v-if --></div>')).toBe(
      '<div><!----><!--[--><!--]--><!-- v-if --></div>',
    )
  })

  it('parses into the same text as before', () => {
    const html = "<div><p data-a='&#39;'>He said &quot;hi&quot; &amp; left</p>tail &#39;</div>"
    const text = (markup: string) =>
      markup
        .replace(/<[^>]*>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    expect(text(plainQuotes(html))).toBe(text(html))
    expect(plainQuotes(html)).toContain("data-a='&#39;'")
  })

  it('finds raw elements in any case, and leaves a text without entities the same string', () => {
    expect(plainQuotes('<SCRIPT>a="&quot;"</Script><p>&quot;</p><span>&quot;</span>')).toBe(
      '<SCRIPT>a="&quot;"</Script><p>"</p><span>"</span>',
    )
    const plain = '<div class="a">no entities &amp; here</div>'
    expect(plainQuotes(plain)).toBe(plain)
  })
})
