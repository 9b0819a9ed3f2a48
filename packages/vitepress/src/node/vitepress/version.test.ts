import { describe, expect, it } from 'vitest'
import { supportedLine } from './version'

describe('supportedLine', () => {
  it.each([
    ['1.6.0', 1],
    ['1.6.4', 1],
    ['1.7.0', 1],
    ['2.0.0-alpha.20', 2],
    ['2.0.0-alpha.21', 2],
    ['2.0.0-beta.1', 2],
    ['2.0.0-rc.2', 2],
    ['2.0.0', 2],
    ['2.3.1', 2],
  ] as const)('supports %s (line %i)', (version, line) => {
    expect(supportedLine(version)).toBe(line)
  })

  it.each([
    '1.5.0',
    '1.6.0-rc.1',
    '0.22.4',
    '2.0.0-alpha.19',
    '2.0.0-alpha.5',
    '3.0.0',
    'next',
    '',
  ])('refuses %j', (version) => {
    expect(supportedLine(version)).toBeUndefined()
  })
})
