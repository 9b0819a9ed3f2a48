// The English messages of the schema and example details that load on demand (a parameter's
// example, a schema's keywords and variants, a body's encoding, a response's links).

/** English messages of the details loaded on demand (part of `en`). */
export const enDetails = {
  exampleSummary: (summary: string): string => `Example (${summary}):`,
  paramExample: (name: string): string => `${name} example`,
}
