import { describe, expect, it } from 'vitest'
import { downloadFilename, extensionFor } from './filename'

describe('downloadFilename', () => {
  it('uses Content-Disposition when present, without any path', () => {
    expect(downloadFilename('attachment; filename="report.pdf"', '', 'binary')).toBe('report.pdf')
    expect(downloadFilename("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", '', 'text')).toBe(
      'résumé.txt',
    )
    expect(downloadFilename('attachment; filename=../../etc/passwd', '', 'text')).toBe('passwd')
    expect(downloadFilename('attachment; filename=".."', 'text/plain', 'text')).toBe('response.txt')
    // The extended form wins wherever it is; control characters are dropped.
    expect(
      downloadFilename(`attachment; filename="a.txt"; filename*=UTF-8''b%0A.txt`, '', 'text'),
    ).toBe('b.txt')
    expect(downloadFilename("attachment; filename*=UTF-8''%E0; filename=c.txt", '', 'text')).toBe(
      'c.txt',
    )
  })

  it('derives the extension from the content type or the kind', () => {
    expect(downloadFilename('', 'application/problem+json', 'json')).toBe('response.json')
    expect(extensionFor('image/png', 'image')).toBe('png')
    expect(extensionFor('image/svg+xml', 'image')).toBe('svg')
    expect(extensionFor('text/html; charset=utf-8', 'text')).toBe('html')
    expect(extensionFor('', 'json')).toBe('json')
    expect(extensionFor('application/octet-stream', 'binary')).toBe('bin')
    expect(extensionFor('text/plain', 'text')).toBe('txt')
    expect(extensionFor('text/event-stream', 'event-stream')).toBe('txt')
    expect(extensionFor('application/pdf', 'binary')).toBe('pdf')
    expect(extensionFor('', 'image')).toBe('bin')
  })
})
