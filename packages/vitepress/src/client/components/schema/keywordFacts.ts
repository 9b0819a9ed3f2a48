import type { SchemaNode } from '../../../shared/model'
import { isNever } from '../../../shared/schema/schema-words'
import { constraints, valueText } from './schemaLabel'

// Kept out of schemaLabel.ts, which every operation page loads: SchemaFacts.vue, the only user,
// loads this only for a node that has one of these keywords.

/** The facts of JSON Schema 2020-12's keywords beyond OpenAPI 3.0's, in words. */
export function keywordFacts(schema: SchemaNode): string[] {
  const out: string[] = []
  const { minContains: min, maxContains: max } = schema
  if (schema.contains && (min !== undefined || max !== undefined)) {
    const count = min === max ? `${min}` : max === undefined ? `>= ${min}` : `${min ?? 1} to ${max}`
    out.push(`${count} matching items`)
  }
  if (schema.prefixItems && isNever(schema.items)) out.push('no more items')
  if (isNever(schema.unevaluatedItems)) out.push('no other items')
  if (isNever(schema.unevaluatedProperties)) out.push('no other properties')
  const names = schema.propertyNames
  if (names) out.push(...constraints(names).map((fact) => `property names ${fact}`))
  for (const [name, needed] of Object.entries(schema.dependentRequired ?? {}))
    out.push(
      `when ${name} is present, ${needed.join(', ')} ${needed.length === 1 ? 'is' : 'are'} required`,
    )
  if (schema.contentMediaType) out.push(`content ${schema.contentMediaType}`)
  if (schema.contentEncoding) out.push(`${schema.contentEncoding}-encoded`)
  if (schema.examples && schema.examples.length > 1)
    out.push(`examples ${schema.examples.map(valueText).join(', ')}`)
  return out
}
