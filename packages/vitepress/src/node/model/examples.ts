import type { ExampleValue } from '../../shared/model'
import type { RefResolver } from './refs'

type Raw = Record<string, unknown>

/**
 * The named examples of a media type or a parameter (OpenAPI 3.x `examples`: a map of Example
 * Objects, each with `summary` and `value`), in the description's order. Examples that only
 * point elsewhere (`externalValue`) are left out: the page cannot show what it never fetched.
 */
export function namedExamples(examples: unknown, refs: RefResolver): ExampleValue[] {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return []
  const out: ExampleValue[] = []
  for (const [name, example] of Object.entries(examples as Raw)) {
    const resolved = refs.deref(example as Raw)
    if (!resolved || typeof resolved !== 'object' || resolved.value === undefined) continue
    const summary = typeof resolved.summary === 'string' ? resolved.summary.trim() : ''
    out.push(summary ? { name, summary, value: resolved.value } : { name, value: resolved.value })
  }
  return out
}

/**
 * Swagger 2.0 has no examples for a body parameter; tools write them as `x-examples`, a map
 * from media type to value, which swagger2openapi leaves on the request body as it is.
 */
export function swaggerBodyExample(body: Raw, mediaType: string): ExampleValue[] {
  const perType = body['x-examples']
  if (!perType || typeof perType !== 'object' || !Object.hasOwn(perType, mediaType)) return []
  const value = (perType as Raw)[mediaType]
  return value === undefined ? [] : [{ name: 'example', value }]
}

/** A parameter value as the try-it field takes it: strings as they are, arrays comma-joined. */
export function parameterText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  return typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.join(',')
      : JSON.stringify(value)
}
