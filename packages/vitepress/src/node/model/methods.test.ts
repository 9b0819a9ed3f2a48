import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../description/load'
import { additionalMethodProblem, pathItemOperations } from './methods'
import { buildSpecModel } from './spec'

describe('pathItemOperations', () => {
  it('lists the fixed fields in the specification’s order, query last, then additionalOperations', () => {
    const op = { responses: {} }
    const item = { additionalOperations: { PURGE: op, LINK: op }, query: op, post: op, get: op }
    expect([...pathItemOperations(item)].map(([method]) => method)).toEqual([
      'get',
      'post',
      'query',
      'PURGE',
      'LINK',
    ])
  })

  it('refuses a fixed method in any case and anything but an HTTP token', () => {
    expect(additionalMethodProblem('PURGE')).toBeUndefined()
    expect(additionalMethodProblem('purge')).toBeUndefined()
    expect(additionalMethodProblem('POST')).toBe(
      'is a fixed field of the path item: write it as `post`',
    )
    expect(additionalMethodProblem('Query')).toContain('`query`')
    expect(additionalMethodProblem('NOT A METHOD')).toContain('not an HTTP method token')
  })

  it('stops the build at such a key, with its file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpad-methods-'))
    const text = [
      'openapi: 3.2.0',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    additionalOperations:',
      '      POST: { responses: {} }',
    ].join('\n')
    writeFileSync(join(dir, 'a.yaml'), text)
    const loaded = await loadSpec({ name: 'a', spec: 'a.yaml', prefix: '/a' }, dir)
    expect(() => buildSpecModel(loaded)).toThrow(
      /a\.yaml:6:7\): additionalOperations "POST" of \/a is a fixed field of the path item: write it as `post`/,
    )
  })
})
