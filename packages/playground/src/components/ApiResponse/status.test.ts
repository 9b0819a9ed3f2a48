import { describe, expect, it } from 'vitest'
import { describeError, reasonPhrase, statusClass, statusLine, statusTone } from './status'

describe('status', () => {
  it('knows the standard reason phrases', () => {
    expect(reasonPhrase(200)).toBe('OK')
    expect(reasonPhrase(404)).toBe('Not Found')
    expect(reasonPhrase(422)).toBe('Unprocessable Content')
    expect(reasonPhrase(599)).toBe('')
    expect(statusLine(201)).toBe('201 Created')
    expect(statusLine(299)).toBe('299')
  })

  it('classifies and colours status codes', () => {
    expect([101, 204, 304, 418, 503, 0, 600].map(statusClass)).toEqual([
      '1xx',
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      'other',
      'other',
    ])
    expect([101, 200, 301, 404, 500, 0].map(statusTone)).toEqual([
      'neutral',
      'success',
      'info',
      'warning',
      'danger',
      'neutral',
    ])
  })

  it('describes fetch errors', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      title: 'Could not reach the server',
    })
    expect(describeError(new TypeError('x')).hint).toMatch(/CORS/)
    expect(describeError(new DOMException('The user aborted', 'AbortError'))).toMatchObject({
      kind: 'abort',
      title: 'Request aborted',
    })
    expect(describeError(new DOMException('t', 'TimeoutError')).kind).toBe('timeout')
    expect(describeError(new Error('boom')).kind).toBe('other')
  })
})
