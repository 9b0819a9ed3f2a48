import { describe, expect, it } from 'vitest'
import { rubyString, toRubySnippet } from './ruby'

describe('rubyString', () => {
  it('escapes # so #{...}, #@ and #$ stay text', () => {
    expect(rubyString('#{x} #@y #$z "\\\n')).toBe('"\\#{x} \\#@y \\#$z \\"\\\\\\n"')
  })
})

describe('toRubySnippet', () => {
  it('uses the request class of the method', () => {
    expect(toRubySnippet({ url: 'https://x/', method: 'patch', body: 'a' })).toContain(
      'request = Net::HTTP::Patch.new(uri)',
    )
  })

  it('uses a generic request for a body on DELETE and for other methods', () => {
    expect(toRubySnippet({ url: 'https://x/', method: 'delete', body: 'a' })).toContain(
      'request = Net::HTTPGenericRequest.new("DELETE", true, true, uri)',
    )
    expect(toRubySnippet({ url: 'https://x/', method: 'PURGE' })).toContain(
      'request = Net::HTTPGenericRequest.new("PURGE", false, true, uri)',
    )
    expect(toRubySnippet({ url: 'https://x/', method: 'delete' })).toContain(
      'request = Net::HTTP::Delete.new(uri)',
    )
  })

  it('writes a multipart body with set_form, in order', () => {
    const snippet = toRubySnippet({
      url: 'https://x/',
      method: 'post',
      form: [
        { name: 'a', value: 'b' },
        { name: 'f', file: 'dir/p.png', type: 'image/png' },
      ],
    })
    expect(snippet).toContain(
      [
        'request.set_form([',
        '  ["a", "b"],',
        '  ["f", File.open("dir/p.png"), { filename: "p.png", content_type: "image/png" }],',
        '], "multipart/form-data")',
      ].join('\n'),
    )
  })
})
