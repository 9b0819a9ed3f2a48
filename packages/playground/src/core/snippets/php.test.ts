import { describe, expect, it } from 'vitest'
import { phpString, toPhpSnippet } from './php'

describe('phpString', () => {
  it('single-quotes text without control characters; $ stays plain there', () => {
    expect(phpString("it's \\ $x {$x}")).toBe("'it\\'s \\\\ $x {$x}'")
  })

  it('double-quotes text with control characters, escaping $ so nothing interpolates', () => {
    expect(phpString('$x\n"\\\u2028')).toBe('"\\$x\\n\\"\\\\\\u{2028}"')
  })
})

describe('toPhpSnippet', () => {
  it('leaves CURLOPT_CUSTOMREQUEST out of a plain GET', () => {
    const snippet = toPhpSnippet({ url: 'https://x/a', method: 'GET', headers: { A: '' } })
    expect(snippet).not.toContain('CUSTOMREQUEST')
    // libcurl sends `A;` as an empty header; `A:` would remove it.
    expect(snippet).toContain("'A;',")
  })

  it('sends files as CURLFile with type and name, and says when names repeat', () => {
    const snippet = toPhpSnippet({
      url: 'https://x/',
      method: 'post',
      form: [
        { name: 'f', file: 'dir/a.png', type: 'image/png' },
        { name: 'f', file: 'b.txt' },
      ],
    })
    expect(snippet).toContain(
      "CURLOPT_POSTFIELDS => [\n        'f' => new CURLFile('dir/a.png', 'image/png', 'a.png'),",
    )
    expect(snippet).toContain("new CURLFile('b.txt', '', 'b.txt')")
    expect(snippet.split('\n')[1]).toMatch(/^\/\/ A PHP array holds one value per key/)
  })
})
