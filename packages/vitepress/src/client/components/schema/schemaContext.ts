import { inject, provide, type InjectionKey } from 'vue'
import type { SchemaNode } from '../../../shared/model'

/** What every node of a schema tree needs: the schemas it may expand and their page URLs. */
export interface SchemaContext {
  schemas: Record<string, SchemaNode>
  links: Record<string, string>
  /** Requests hide readOnly properties; responses hide writeOnly ones. */
  direction?: 'request' | 'response'
  /** Fetches a component schema the page has in summary whole (see schemaStore.ts). */
  load?: (name: string) => void
  /** Fetches whole every component schema a node reaches (for an example generated from it). */
  loadAll?: (node: SchemaNode) => void
}

const KEY: InjectionKey<SchemaContext> = Symbol('vitepress-api-docs:schema-context')

/** Gives the schema trees below this component their schemas and links. */
export function provideSchemaContext(context: SchemaContext): void {
  provide(KEY, context)
}

/** The schema context of the nearest page or embed. */
export function useSchemaContext(): SchemaContext {
  return inject(KEY, { schemas: {}, links: {} })
}
