import { describe, expect, it } from 'vitest'
import { checkVersion, fieldOffset } from './versions'

describe('checkVersion', () => {
  it('reads every 3.x.y of a known feature set, the patch number being optional', () => {
    for (const [openapi, featureSet] of [
      ['3.0.3', '3.0'],
      ['3.1.0', '3.1'],
      ['3.1', '3.1'],
      ['3.2.0', '3.2'],
      ['3.2.1', '3.2'],
    ] as const)
      expect(checkVersion({ openapi })).toEqual({ kind: 'openapi', version: openapi, featureSet })
  })

  it("reads YAML's unquoted versions, which parse as numbers", () => {
    expect(checkVersion({ swagger: 2 })).toEqual({ kind: 'swagger', version: '2.0' })
    expect(checkVersion({ openapi: 3.1 })).toMatchObject({ kind: 'openapi', featureSet: '3.1' })
    expect(checkVersion({ swagger: '2.0' })).toEqual({ kind: 'swagger', version: '2.0' })
  })

  it('refuses an unknown major, an unknown minor and a non-version, naming what it read', () => {
    expect(checkVersion({ openapi: '4.0.0' })).toMatchObject({
      kind: 'refused',
      field: 'openapi',
      why: expect.stringContaining('OpenAPI 4 is not supported (openapi "4.0.0")'),
    })
    expect(checkVersion({ openapi: '3.3.0' })).toMatchObject({
      why: expect.stringContaining('OpenAPI 3.3 is newer than this plugin knows'),
    })
    expect(checkVersion({ openapi: 'three' })).toMatchObject({
      why: expect.stringContaining('"three" is not a version number'),
    })
    expect(checkVersion({ swagger: '1.2' })).toMatchObject({ field: 'swagger' })
    expect(checkVersion({ info: {} })).toMatchObject({ kind: 'refused', field: undefined })
  })
})

describe('fieldOffset', () => {
  it('finds a top-level key in YAML and in JSON', () => {
    expect(fieldOffset('info: {}\nopenapi: 4.0.0\n', 'openapi')).toBe(9)
    expect(fieldOffset('{"info": {}, "openapi": "4.0.0"}', 'openapi')).toBe(13)
  })
})
