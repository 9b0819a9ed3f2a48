import type { SchemaNode } from '../../../shared/model'
import { exampleFromSchema, type ExampleDirection } from '../../../shared/examples/example'
import { reuse } from '../refs/reuse'

/**
 * The generated example of a media type's schema. The example of a bare `$ref` (with at most a
 * description beside it) depends only on the schema it names and the direction, so it is made
 * once per spec: Microsoft Graph's 11,422 operations answer with some 2,600 schemas.
 */
export function mediaExample(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  direction: ExampleDirection,
): unknown {
  const name = schema.$ref
  const target = name !== undefined && Object.hasOwn(schemas, name) ? schemas[name] : undefined
  if (!target || !isBareRef(schema)) return exampleFromSchema(schema, schemas, { direction })
  return reuse(schemas, `${direction} example`, target, () =>
    exampleFromSchema({ $ref: name }, schemas, { direction }),
  )
}

function isBareRef(schema: SchemaNode): boolean {
  for (const key in schema) if (key !== '$ref' && key !== 'description') return false
  return true
}
