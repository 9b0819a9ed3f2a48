import type {
  ExternalDocsModel,
  OperationMethod,
  OperationModel,
  OperationSummary,
  SchemaNode,
  SecuritySchemeModel,
  SpecRef,
  TagGroup,
  TagSection,
} from '../../shared/model'

// The shapes of a spec's model, apart from the code that builds it (spec.ts), so that the parts
// it calls (outline, tags, used-by, raw-refs) can name them without importing it back.

type Raw = Record<string, unknown>

/** Everything the plugin knows about one spec, normalized. */
export interface SpecModel {
  ref: SpecRef
  title: string
  version: string
  description?: string
  operations: OperationModel[]
  schemas: Record<string, SchemaNode>
  /**
   * Every schema a `$ref` of the model names: the component schemas, and the fragments that
   * other pointers name (`#/components/schemas/A/properties/b`), which have no page.
   */
  refTargets: Record<string, SchemaNode>
  /** URL-safe slug of each component schema's page. */
  schemaSlugs: Record<string, string>
  securitySchemes: SecuritySchemeModel[]
  tags: TagGroup[]
  /**
   * For each component schema, the first operations that use it, directly or through other
   * schemas (`USED_BY_LISTED` at most).
   */
  usedBy: Record<string, OperationSummary[]>
  /** Per schema, how many operations use it, where that is more than `usedBy` lists. */
  usedByCount?: Record<string, number>
  /** `x-tagGroups`: named groups of `tags`, which then come in the groups' order. */
  tagSections?: TagSection[]
  externalDocs?: ExternalDocsModel
}

/** An operation (or webhook) of a description as found, before it is normalized. */
export interface OperationEntry {
  ids: { id: string; operationId: string; slug: string }
  method: OperationMethod
  path: string
  pathItem: Raw
  raw: Raw
  webhook: boolean
}

/** An operation's line in the lists, with its tags and id: all that routes and sidebars need. */
export type OperationLine = OperationSummary & { operationId: string; tags: string[] }
