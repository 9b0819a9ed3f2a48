import type { ExampleValue, ExternalExample } from '../../../shared/model'
import type { RefResolver } from '../refs/refs'

type Raw = Record<string, unknown>

/**
 * The named examples of a media type or a parameter (OpenAPI 3.x `examples`: a map of Example
 * Objects), in the description's order. Examples that only point elsewhere (`externalValue`)
 * are left out here (see `mediaExamples`).
 */
export function namedExamples(examples: unknown, refs: RefResolver): ExampleValue[] {
  return mediaExamples(examples, refs, false).examples
}

/**
 * The named examples of a media type, with OpenAPI 3.2's Example Object fields (3.2.0, Example
 * Object and "Choosing Which Field(s) to Use"): `dataValue` is the data and what the try-it
 * takes; `serializedValue` is the example as sent, shown beside it (and taken as the value when
 * there is no data form); a relative `externalValue` is read from beside the description at
 * build time and taken as the serialized form; an absolute one is linked. `value` stays what it
 * was in 3.0 and 3.1.
 */
export function mediaExamples(
  examples: unknown,
  refs: RefResolver,
  readExternal = true,
): { examples: ExampleValue[]; external: ExternalExample[] } {
  const out: ExampleValue[] = []
  const external: ExternalExample[] = []
  if (!examples || typeof examples !== 'object' || Array.isArray(examples))
    return { examples: out, external }
  for (const [name, example] of Object.entries(examples as Raw)) {
    const resolved = refs.deref(example as Raw)
    if (!resolved || typeof resolved !== 'object') continue
    const summary = typeof resolved.summary === 'string' ? resolved.summary.trim() : ''
    const named = summary ? { name, summary } : { name }
    const uri = typeof resolved.externalValue === 'string' ? resolved.externalValue.trim() : ''
    let serialized =
      typeof resolved.serializedValue === 'string' ? resolved.serializedValue : undefined
    if (serialized === undefined && uri && readExternal) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(uri)) {
        if (/^https?:/i.test(uri)) external.push({ ...named, url: uri })
        if (resolved.dataValue === undefined) continue
      } else serialized = refs.relativeText(uri)
    }
    const data = resolved.dataValue !== undefined ? resolved.dataValue : resolved.value
    if (data !== undefined)
      out.push(
        serialized === undefined
          ? { ...named, value: data }
          : { ...named, value: data, serialized },
      )
    else if (serialized !== undefined) out.push({ ...named, value: serialized })
  }
  return { examples: out, external }
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
