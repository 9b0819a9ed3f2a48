import type { SchemaNode } from '../../shared/model'

/**
 * The lookup of `$ref` targets (component schemas by name, and fragments by pointer) as a lazy
 * model's pages use it: a component schema is converted (`convert`) when something first looks
 * it up, not all of them up front. Microsoft Graph beta has 6,177 component schemas, of which an
 * operation's page needs a few dozen. Fragments are written in as they are met, as in the eager
 * lookup (see `RefResolver.fragments`).
 */
export function lazyRefTargets(
  raw: Record<string, unknown>,
  convert: (raw: unknown) => SchemaNode,
): Record<string, SchemaNode> {
  const target: Record<string, SchemaNode> = {}
  const materialize = (key: string | symbol) => {
    if (typeof key === 'string' && !Object.hasOwn(target, key) && Object.hasOwn(raw, key))
      target[key] = convert(raw[key])
  }
  return new Proxy(target, {
    get(object, key, receiver) {
      materialize(key)
      return Reflect.get(object, key, receiver) as unknown
    },
    has(object, key) {
      return Object.hasOwn(raw, key as string) || Reflect.has(object, key)
    },
    getOwnPropertyDescriptor(object, key) {
      materialize(key)
      return Reflect.getOwnPropertyDescriptor(object, key)
    },
    ownKeys(object) {
      // Asked for all of them: every component schema is converted.
      for (const key of Object.keys(raw)) materialize(key)
      return Reflect.ownKeys(object)
    },
  })
}
