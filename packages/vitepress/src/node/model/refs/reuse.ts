// Large descriptions define a response, a request body or a schema once and point at it from
// thousands of operations (Microsoft Graph: 25,872 `$ref`s to 726 responses). Their models are
// made once per spec and shared by the operations, which never change them afterwards.

const scopes = new WeakMap<object, Map<string, WeakMap<object, unknown>>>()

/** Counts of {@link reuse} calls that made a value and that found one, for the cost tests. */
export const reuseStats = { made: 0, reused: 0 }

/**
 * The value `make()` gives for `key`, made the first time a `scope` (one spec's resolver or
 * schema map) asks for that `kind` of value, then returned again.
 */
export function reuse<V>(scope: object, kind: string, key: object, make: () => V): V {
  let kinds = scopes.get(scope)
  if (!kinds) scopes.set(scope, (kinds = new Map()))
  let values = kinds.get(kind)
  if (!values) kinds.set(kind, (values = new WeakMap()))
  if (values.has(key)) {
    reuseStats.reused++
    return values.get(key) as V
  }
  reuseStats.made++
  const value = make()
  values.set(key, value)
  return value
}
