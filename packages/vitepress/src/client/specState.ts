import { localeCopyOf } from '../shared/links'

// What the browser keeps of a spec (credentials, the security requirement picked, the server
// choice, OAuth tokens and pending authorizations, the try-it's history, environments) is kept
// under the spec's own name: a locale's copy (`pets~fr`, shared/links.ts, README "Pages in each
// locale") is the same API in another language, so a reader who signs in on /pets/listPets finds
// it done on /fr/pets/listPets, and the requests sent from either page in both histories.

/** The name a spec's browser state is kept under; a locale's copy's is its spec's (`pets`). */
export function stateSpec(spec: string): string {
  return localeCopyOf(spec)?.spec ?? spec
}

/**
 * An operation id (`<spec>.<operationId>`) as the browser keeps it, its spec's own name in front:
 * `pets~fr.listPets` -> `pets.listPets`. Spec names hold no dot (node/options.ts), so the first
 * one ends the spec's part whatever the operationId holds.
 */
export function stateOperation(id: string): string {
  const dot = id.indexOf('.')
  return dot < 0 ? stateSpec(id) : `${stateSpec(id.slice(0, dot))}${id.slice(dot)}`
}

/** Whether two operation ids name the same operation, each of its spec or of a locale's copy. */
export function sameOperation(a: string, b: string): boolean {
  return stateOperation(a) === stateOperation(b)
}
