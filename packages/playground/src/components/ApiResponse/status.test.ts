import { describe, expect, it } from 'vitest'
import { describeError, statusClasses, statusLine } from './status'
import { en } from '../../i18n/en'

describe('status', () => {
  it('knows the common reason phrases and shows just the number for others', () => {
    expect(statusLine(200)).toBe('200 OK')
    expect(statusLine(201)).toBe('201 Created')
    expect(statusLine(404)).toBe('404 Not Found')
    expect(statusLine(422)).toBe('422 Unprocessable Content')
    expect(statusLine(299)).toBe('299')
    expect(statusLine(599)).toBe('599')
  })

  it('classifies and colours status codes', () => {
    expect([101, 204, 304, 418, 503, 0, 600, 200.5].map(statusClasses)).toEqual([
      ['vap-status--1xx', 'vap-status--neutral'],
      ['vap-status--2xx', 'vap-status--success'],
      ['vap-status--3xx', 'vap-status--info'],
      ['vap-status--4xx', 'vap-status--warning'],
      ['vap-status--5xx', 'vap-status--danger'],
      ['vap-status--other', 'vap-status--neutral'],
      ['vap-status--other', 'vap-status--neutral'],
      ['vap-status--other', 'vap-status--neutral'],
    ])
  })

  it('describes fetch errors', () => {
    const network = describeError(new TypeError('Failed to fetch'), true, en)
    expect(network.kind).toBe('network')
    expect(network.lines[0]).toBe('Could not reach the server')
    expect(network.lines[1]).toMatch(/CORS/)
    expect(network.lines.slice(2)).toEqual([
      'Details: Failed to fetch',
      'The same request from a terminal:',
    ])
    expect(describeError(new TypeError('x'), false, en).lines).not.toContain(
      'The same request from a terminal:',
    )
    expect(describeError(new DOMException('The user aborted', 'AbortError'), false, en)).toEqual({
      kind: 'abort',
      lines: ['Request aborted'],
    })
    expect(describeError(new DOMException('t', 'TimeoutError'), false, en).kind).toBe('timeout')
    expect(describeError(new Error('boom'), false, en)).toEqual({
      kind: 'other',
      lines: ['Request failed', 'Details: boom'],
    })
  })
})
