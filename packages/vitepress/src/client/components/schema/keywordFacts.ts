import type { SchemaNode } from '../../../shared/model'
import { isNever } from '../../../shared/schema/schema-words'
import type { enDetails } from '../../i18n/en/details'
import { sayer, type MessageOf } from '../../i18n/message'
import { constraints, valueText, type ConstraintWords } from './schemaLabel'

// Kept out of schemaLabel.ts, which every operation page loads: SchemaFacts.vue, the only user,
// loads this only for a node that has one of these keywords, and words the facts in the page's
// language (the catalogs' details part, i18n/en/details.ts). The Markdown twins word theirs in
// English on their own (node/llms/schema-markdown.ts).

/** A fact of a schema's keywords, worded by the catalogs' details part. */
export type KeywordFact = MessageOf<typeof enDetails>

const say = sayer<typeof enDetails>()

/**
 * The facts of JSON Schema 2020-12's keywords beyond OpenAPI 3.0's, as catalog messages;
 * `words` say the constraints on property names.
 */
export function keywordFacts(schema: SchemaNode, words: ConstraintWords): KeywordFact[] {
  const out: KeywordFact[] = []
  const { minContains: min, maxContains: max } = schema
  if (schema.contains && (min !== undefined || max !== undefined)) {
    // minContains is 1 when absent (JSON Schema 2020-12 Validation, section 6.4.5).
    const low = min ?? 1
    out.push(
      max === undefined
        ? say('containsAtLeast', low)
        : low === max
          ? say('containsExactly', low)
          : say('containsBetween', low, max),
    )
  }
  if (schema.prefixItems && isNever(schema.items)) out.push(say('noMoreItems'))
  if (isNever(schema.unevaluatedItems)) out.push(say('noOtherItems'))
  if (isNever(schema.unevaluatedProperties)) out.push(say('noOtherProperties'))
  const names = schema.propertyNames
  if (names) out.push(...constraints(names, words).map((fact) => say('propertyNamesFact', fact)))
  for (const [name, needed] of Object.entries(schema.dependentRequired ?? {}))
    out.push(say('requiredWhenPresent', name, needed))
  if (schema.contentMediaType) out.push(say('contentOfType', schema.contentMediaType))
  if (schema.contentEncoding) out.push(say('encodedAs', schema.contentEncoding))
  if (schema.examples && schema.examples.length > 1)
    out.push(say('examplesFact', schema.examples.map(valueText)))
  return out
}
