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
}
