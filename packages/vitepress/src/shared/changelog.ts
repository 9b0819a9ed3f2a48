import type { OperationMethod } from './model'

/** What a change touches: the kinds the History page lists. */
export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-required'
  | 'parameter-optional'
  | 'parameter-schema'
  | 'request-body'
  | 'request-schema'
  | 'response-added'
  | 'response-removed'
  | 'response-schema'

/** A parameter as a change names it: where it goes (OpenAPI's `in`: `query`, `header`…) and its name. */
export interface ChangedParameter {
  in: string
  name: string
}

/** Where in an operation a change sits: one of its parameters, its request body, or a response. */
export type ChangeSite =
  | ({ part: 'parameter' } & ChangedParameter)
  | { part: 'body' }
  | { part: 'response'; status: string }

/**
 * A place inside a schema: its site, the media type (for a body or a response), and the path to
 * the field from the schema's root as written in the description (`.owner`, `[]`, `{}`; none at
 * the root).
 */
export type SchemaPlace = ChangeSite & { type?: string; field?: string }

/**
 * What changed, as facts without words: `what` names the message, the other fields are what it
 * says (a page words them in its language, client/changelog/changeText.ts). Enum values are JSON
 * text (`"sold"`), types JSON Schema's names (`integer`, `null`).
 */
export type ChangeFacts =
  | { what: 'operation-added' | 'operation-removed' }
  | { what: 'parameter-added'; parameter: ChangedParameter; required?: true }
  | {
      what: 'parameter-removed' | 'parameter-required' | 'parameter-optional'
      parameter: ChangedParameter
    }
  | { what: 'body-added'; required?: true }
  | { what: 'body-removed' | 'body-required' }
  | { what: 'response-added' | 'response-removed'; status: string }
  | { what: 'media-type-added' | 'media-type-removed'; at: ChangeSite; type: string }
  | { what: 'type-changed'; at: SchemaPlace; from: string[]; to: string[] }
  | { what: 'enum-restricted'; at: SchemaPlace }
  | { what: 'enum-added' | 'enum-removed'; at: SchemaPlace; values: string[] }
  | { what: 'property-added'; at: SchemaPlace; name: string; required?: true }
  | {
      /** `property-sometimes-absent`: a response's property that was always there may now be missing. */
      what: 'property-removed' | 'property-required' | 'property-sometimes-absent'
      at: SchemaPlace
      name: string
    }

/** What every change carries besides its facts. */
export interface ChangeBase {
  kind: ChangeKind
  method: OperationMethod
  path: string
  /** True when clients written against the previous version may fail. */
  breaking: boolean
  /** The page of the operation in the current spec, when it still exists. */
  link?: string
  /** Set for a webhook: `path` is then its name. */
  webhook?: true
  /** Set when the operation is hidden (`x-internal`): listed only where the spec keeps those. */
  internal?: true
}

/** One change to one operation between two versions of a spec. */
export type ChangelogChange = ChangeBase & ChangeFacts

/** One commit that changed a spec file, with what it changed in the API. */
export interface ChangelogEntry {
  /** The full commit id. */
  commit: string
  /** Committer time, in seconds since the epoch. */
  date: number
  subject: string
  /** `info.version` after the commit. */
  version?: string
  /** `info.version` before the commit, when the commit changed it. */
  previousVersion?: string
  /** The file's path in the repository at that commit (it follows renames). */
  file: string
  /** True for the commit that added the file: it has nothing to compare with. */
  first: boolean
  breaking: boolean
  changes: ChangelogChange[]
}
