// The English messages of the schema and example details that load on demand (a parameter's
// example, the try-it's examples, a schema's keywords and variants, a body's encoding, a
// response's links).

/** English messages of the details loaded on demand (part of `en`). */
export const enDetails = {
  exampleSummary: (summary: string): string => `Example (${summary}):`,
  paramExample: (name: string): string => `${name} example`,

  // The try-it's examples
  examples: 'Examples',
  body: 'Body',
  bodyExample: 'Body example',

  // Variants: "<property> decides which"
  decidesBefore: '',
  decidesAfter: 'decides which',

  // A body's encoding, a response's links
  encoding: 'Encoding',
  contentType: 'content type',
  encodingStyle: 'style',
  exploded: 'exploded',
  notExploded: 'not exploded',
  reservedAllowed: 'reserved characters allowed',
  encodingHeader: 'header',
  links: 'Links',
  linkBody: 'body',
  onServer: 'on server',

  // JSON Schema 2020-12 keywords: names of the parts of a tree
  otherItems: '[other items]',
  someItem: '[some item]',
  patternKey: (pattern: string): string => `[key: /${pattern}/]`,
  otherKey: '[other key]',
  contentPart: '[content]',
  // A condition: "If <name> is [absent or] [one of] <values> [and <name> is …]", then its branches
  ifStart: 'If',
  ifAnd: 'and',
  ifIs: 'is',
  ifIsAbsentOr: 'is absent or',
  ifOneOfBefore: 'one of',
  ifOneOfAfter: '',
  ifEnd: '',
  ifValueMatches: 'the value matches',
  then: 'Then',
  otherwise: 'Otherwise',
  requires: 'requires',
  // "When <name> is present"
  whenBefore: 'When',
  whenAfter: 'is present',
  not: 'Not',

  // JSON Schema 2020-12 keywords: facts in a schema's list (components/schema/keywordFacts.ts)
  /** `contains` with `minContains` equal to `maxContains`. */
  containsExactly: (count: number): string => `${count} matching ${count === 1 ? 'item' : 'items'}`,
  containsAtLeast: (min: number): string =>
    `at least ${min} matching ${min === 1 ? 'item' : 'items'}`,
  containsBetween: (min: number, max: number): string => `${min} to ${max} matching items`,
  /** A tuple (`prefixItems`) with `items: false`: nothing after its positions. */
  noMoreItems: 'no more items',
  /** `unevaluatedItems: false`. */
  noOtherItems: 'no other items',
  /** `unevaluatedProperties: false`. */
  noOtherProperties: 'no other properties',
  /** `propertyNames`: `fact` is one of its constraints (`pattern ^[a-z]+$`). */
  propertyNamesFact: (fact: string): string => `property names ${fact}`,
  /** `dependentRequired`: the properties `needed` when `name` is present. */
  requiredWhenPresent: (name: string, needed: string[]): string =>
    `when ${name} is present, ${new Intl.ListFormat('en', { type: 'conjunction' }).format(needed)} ${needed.length === 1 ? 'is' : 'are'} required`,
  /** `contentMediaType`. */
  contentOfType: (type: string): string => `content ${type}`,
  /** `contentEncoding` (`base64`). */
  encodedAs: (encoding: string): string => `${encoding}-encoded`,
  /** `examples` with more than one value, each as JSON. */
  examplesFact: (values: string[]): string => `examples ${values.join(', ')}`,
}
