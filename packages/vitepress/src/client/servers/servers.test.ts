import { describe, expect, it } from 'vitest'
import type { ServerModel } from '../../shared/model'
import {
  DEFAULT_SERVER,
  PLACEHOLDER_SERVER,
  isAbsolute,
  resolveServer,
  sampleServer,
  variableKey,
  variableValue,
} from './servers'

const regional: ServerModel = {
  url: 'https://{region}.example.com/v1/',
  variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }],
}

describe('resolveServer', () => {
  it('fills variables with the chosen values, else the defaults, and drops a trailing slash', () => {
    expect(resolveServer(regional, {})).toBe('https://eu.example.com/v1')
    expect(resolveServer(regional, { [variableKey(regional, 'region')]: 'us' })).toBe(
      'https://us.example.com/v1',
    )
    // Another server's value of the same name does not apply.
    expect(resolveServer(regional, { 'https://other|region': 'us' })).toBe(
      'https://eu.example.com/v1',
    )
  })

  it('resolves a relative URL against the origin once known, as fetch() would', () => {
    const relative: ServerModel = { url: '/api/{v}', variables: [{ name: 'v', default: 'v2' }] }
    expect(resolveServer(relative, {})).toBe('/api/v2')
    expect(resolveServer(relative, {}, 'http://localhost:5173')).toBe(
      'http://localhost:5173/api/v2',
    )
    expect(resolveServer(DEFAULT_SERVER, {}, 'http://localhost:5173')).toBe('http://localhost:5173')
  })

  it('reads a variable value the reader chose, else its default, else empty', () => {
    expect(variableValue(regional, 'region', {})).toBe('eu')
    expect(variableValue(regional, 'region', { [variableKey(regional, 'region')]: '' })).toBe('')
    expect(variableValue(regional, 'nothing', {})).toBe('')
  })
})

describe('sampleServer', () => {
  it('uses an absolute URL as it is', () => {
    expect(isAbsolute('http://127.0.0.1:1/x')).toBe(true)
    expect(isAbsolute('/x')).toBe(false)
    expect(sampleServer('https://api.test/v1/', true)).toBe('https://api.test/v1')
    expect(sampleServer('https://mine.test', false)).toBe('https://mine.test')
  })

  it('resolves a described relative server, and puts the placeholder where none is described', () => {
    expect(sampleServer('/api', true, 'http://docs.test')).toBe('http://docs.test/api')
    expect(sampleServer('/api', true)).toBe('/api')
    expect(sampleServer('/', false, 'http://docs.test')).toBe(PLACEHOLDER_SERVER)
    expect(sampleServer('', false)).toBe(PLACEHOLDER_SERVER)
  })
})
