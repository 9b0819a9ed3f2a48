import { describe, expect, it } from 'vitest'
import { refsAgainstSelf } from './self-refs'

const file = '/site/specs/openapi.yaml'
const ref = (document: Record<string, unknown>) =>
  (refsAgainstSelf(document, file).schema as { $ref: string }).$ref

describe('refsAgainstSelf (OpenAPI 3.2 `$self`)', () => {
  it('makes a reference to the document by its $self an internal pointer', () => {
    const $self = 'https://example.com/api/openapi.yaml'
    expect(ref({ $self, schema: { $ref: `${$self}#/components/schemas/Pet` } })).toBe(
      '#/components/schemas/Pet',
    )
  })

  it('reads a reference to a document beside $self from beside the description file', () => {
    const $self = 'https://example.com/api/openapi.yaml'
    expect(ref({ $self, schema: { $ref: 'https://example.com/api/shared/pet.yaml#/Pet' } })).toBe(
      './shared/pet.yaml#/Pet',
    )
    // Relative references resolve against $self, not the file (Appendix F's examples).
    expect(ref({ $self, schema: { $ref: 'shared/pet.yaml#/Pet' } })).toBe('./shared/pet.yaml#/Pet')
    expect(ref({ $self, schema: { $ref: 'openapi.yaml#/components/schemas/Pet' } })).toBe(
      '#/components/schemas/Pet',
    )
  })

  it('resolves a relative $self against the file first; leaves other URIs and documents without $self alone', () => {
    expect(ref({ $self: 'v2/openapi.yaml', schema: { $ref: 'common.yaml#/A' } })).toBe(
      './common.yaml#/A',
    )
    expect(
      ref({ $self: 'https://a.example/x.yaml', schema: { $ref: 'https://b.example/y.yaml#/A' } }),
    ).toBe('https://b.example/y.yaml#/A')
    const plain = { schema: { $ref: 'common.yaml#/A' } }
    expect(refsAgainstSelf(plain, file)).toBe(plain)
  })
})
