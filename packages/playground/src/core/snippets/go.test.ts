import { describe, expect, it } from 'vitest'
import { goString, toGoSnippet } from './go'

describe('goString', () => {
  it('writes multi-line text as a raw literal when it can hold it', () => {
    expect(goString('{\n  "a": "b\\\\"\n}')).toBe('`{\n  "a": "b\\\\"\n}`')
    expect(goString('a\nb`c')).toBe('"a\\nb`c"')
    expect(goString('a\r\nb')).toBe('"a\\r\\nb"')
  })

  it('escapes quotes, backslashes and invisible characters', () => {
    expect(goString('"\\\t\0\x7f\x85\uFEFF')).toBe('"\\"\\\\\\t\\x00\\x7f\\u0085\\ufeff"')
  })
})

describe('toGoSnippet', () => {
  it('sends a GET with a nil body and only the imports it uses', () => {
    const snippet = toGoSnippet({ url: 'https://x/a?q=1', method: 'get' })
    expect(snippet).toContain('req, err := http.NewRequest("GET", "https://x/a?q=1", nil)')
    expect(snippet).toContain('import (\n\t"fmt"\n\t"io"\n\t"net/http"\n)')
  })

  it('sets the Host header through req.Host, where Go reads it', () => {
    const snippet = toGoSnippet({ url: 'https://x/', method: 'get', headers: { host: 'y' } })
    expect(snippet).toContain('req.Host = "y"')
    expect(snippet).not.toContain('Header.Set("host"')
  })

  it('builds a multipart body with the part type and the writer boundary', () => {
    const snippet = toGoSnippet({
      url: 'https://x/',
      method: 'post',
      headers: { 'Content-Type': 'multipart/form-data' },
      form: [
        { name: 'a', value: 'b' },
        { name: 'f', file: 'dir/photo.png' },
      ],
    })
    expect(snippet).toContain('form.WriteField("a", "b")')
    expect(snippet).toContain('addFile(form, "f", "dir/photo.png", "application/octet-stream")')
    expect(snippet).toContain('req.Header.Set("Content-Type", form.FormDataContentType())')
    expect(snippet).not.toContain('"multipart/form-data")')
    expect(snippet).toContain('func addFile(')
  })
})
