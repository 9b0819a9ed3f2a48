import type { SchemaNode } from '../../../shared/model'
import { exampleFromSchema, type ExampleDirection } from '../../../shared/examples/example'
import { reuse } from '../refs/reuse'

/** Each spec's generated examples of inline media schemas, by direction and schema text. */
const byText = new WeakMap<Record<string, SchemaNode>, Map<string, unknown>>()

/**
 * The generated example of a media type's schema. The example of a bare `$ref` (with at most a
 * description beside it) depends only on the schema it names and the direction, so it is made
 * once per spec: Microsoft Graph's 11,422 operations answer with some 2,600 schemas. An inline
 * schema's depends only on its text (the schemas it names are the spec's), and the same text
 * recurs from operation to operation (Graph's collections, `{ value: { items: { $ref } } }`):
 * made once per text. Examples are shared, never changed by those who read them.
 */
export function mediaExample(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  direction: ExampleDirection,
): unknown {
  const name = schema.$ref
  const target = name !== undefined && Object.hasOwn(schemas, name) ? schemas[name] : undefined
  if (target && isBareRef(schema))
    return reuse(schemas, `${direction} example`, target, () =>
      exampleFromSchema({ $ref: name }, schemas, { direction }),
    )
  const key = textOf(schema)
  if (key === undefined) return exampleFromSchema(schema, schemas, { direction })
  let made = byText.get(schemas)
  if (!made) byText.set(schemas, (made = new Map()))
  const text = `${direction}\n${key}`
  if (made.has(text)) return made.get(text)
  const value = exampleFromSchema(schema, schemas, { direction })
  made.set(text, value)
  return value
}

/** A schema's JSON text; undefined for one JSON cannot write (a cycle, a BigInt from YAML). */
function textOf(schema: SchemaNode): string | undefined {
  try {
    return JSON.stringify(schema)
  } catch {
    return undefined
  }
}

function isBareRef(schema: SchemaNode): boolean {
  for (const key in schema) if (key !== '$ref' && key !== 'description') return false
  return true
}
