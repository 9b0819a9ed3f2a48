import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { SpecError } from '../../errors'
import { checkInternalRefs, internalRefs } from './ref-check'
import { RefResolver } from './refs'

function resolver(text: string, document: Record<string, unknown>) {
  const [entry] = resolveOptions({ specs: [{ name: 'a', spec: 'a.yaml', prefix: '/a' }] }).specs
  const loaded = { entry: entry!, file: '/site/a.yaml', text, document: document as never }
  return new RefResolver({ ...loaded, sourceVersion: '3.0.3' })
}

const document = { components: { schemas: { Pet: { type: 'object' } } } }

describe('checkInternalRefs', () => {
  it('passes when every internal ref resolves, in JSON and YAML quoting', () => {
    const text = `{"$ref": "#/components/schemas/Pet"}\nschema: { $ref: '#/components/schemas/Pet' }`
    const refs = resolver(text, document)
    expect(() => checkInternalRefs(internalRefs(text), refs)).not.toThrow()
  })

  it('fails on the first ref that names nothing, with its line', () => {
    const text = "paths: {}\nschema:\n  $ref: '#/components/schemas/Cat'\n"
    const refs = resolver(text, document)
    let error: unknown
    try {
      checkInternalRefs(internalRefs(text), refs)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SpecError)
    expect((error as SpecError).message).toContain(
      '$ref "#/components/schemas/Cat" does not resolve',
    )
    expect((error as SpecError).message).toContain('a.yaml:3:')
  })

  it('finds each pointer once, JSON-escaped ones as JSON reads them', () => {
    const text = `${'{"$ref": "#/components/schemas/Pet"}'.repeat(3)}{"$ref": "#\\/a\\/b"}`
    expect([...internalRefs(text)]).toEqual(['#/components/schemas/Pet', '#/a/b'])
    expect([...internalRefs("x: { $ref: 'other.yaml#/Pet' }")]).toEqual([])
  })
})
