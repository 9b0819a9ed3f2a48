import { describe, expect, it } from 'vitest'
import { toHttpieSnippet } from './httpie'

describe('toHttpieSnippet', () => {
  it('writes headers as items with separators escaped, and the body with --raw', () => {
    expect(
      toHttpieSnippet({
        url: 'https://x/a?q=1',
        method: 'post',
        headers: { 'X-A': '@a:b=c;d', 'X-Empty': '' },
        body: "it's",
      }),
    ).toBe(
      [
        'http --ignore-stdin',
        `--raw 'it'\\''s'`,
        "'POST' 'https://x/a?q=1'",
        "'X-A:\\@a\\:b\\=c\\;d'",
        "'X-Empty;'",
      ].join(' \\\n  '),
    )
  })

  it('writes multipart parts as items with --multipart', () => {
    const snippet = toHttpieSnippet({
      url: 'https://x/',
      method: 'put',
      form: [
        { name: 'a', value: '@b' },
        { name: 'f', file: 'p.png', type: 'image/png' },
      ],
    })
    expect(snippet).toContain(
      "--multipart \\\n  'PUT' 'https://x/' \\\n  'a=\\@b' \\\n  'f@p.png;type=image/png'",
    )
  })

  it('says when a backslash before a separator cannot be written', () => {
    const snippet = toHttpieSnippet({ url: 'https://x/', method: 'get', headers: { A: 'x\\:y' } })
    expect(snippet.split('\n')[0]).toMatch(/^# HTTPie cannot send a backslash before/)
    expect(
      toHttpieSnippet({ url: 'https://x/', method: 'get', headers: { A: 'x\\y' } }),
    ).not.toMatch(/^#/)
  })
})
