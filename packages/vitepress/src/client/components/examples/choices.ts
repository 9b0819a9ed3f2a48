import { inject, provide, reactive, toRaw, type InjectionKey } from 'vue'
import type { SchemaNode } from '../../../shared/model'

// What the reader picked on one operation (or schema): the alternative of each oneOf/anyOf and
// the example of each body, response and parameter. The page's schema trees, its examples and
// its try-it panel read the same choices, so picking a variant or an example on the page fills
// the try-it panel, and the other way round.

/** The reader's picks on one operation or schema, by scope (a body's or response's media type, a parameter). */
export interface Choices {
  /** The alternative chosen for a oneOf/anyOf node in a scope; undefined until the reader picks. */
  variant(scope: string, node: SchemaNode): number | undefined
  /** Picks an alternative of a node. */
  setVariant(scope: string, node: SchemaNode, index: number): void
  /** Every pick made in a scope, by node (what an example generated for the scope follows). */
  variants(scope: string): ReadonlyMap<SchemaNode, number> | undefined
  /** The example chosen in a scope (an index among those it offers); undefined until picked. */
  example(scope: string): number | undefined
  /** Picks an example of a scope. */
  setExample(scope: string, index: number): void
}

/** A fresh set of choices: one per operation page, schema page or embed. */
export function createChoices(): Choices {
  const state = reactive({
    variants: {} as Record<string, Map<SchemaNode, number>>,
    examples: {} as Record<string, number>,
  })
  return {
    // Page data may reach a component through a reactive proxy or as it is: keys are the raw node.
    variant: (scope, node) => state.variants[scope]?.get(toRaw(node)),
    setVariant(scope, node, index) {
      ;(state.variants[scope] ??= new Map()).set(toRaw(node), index)
    },
    variants: (scope) => state.variants[scope],
    example: (scope) => state.examples[scope],
    setExample(scope, index) {
      state.examples[scope] = index
    },
  }
}

const CHOICES: InjectionKey<Choices> = Symbol('vitepress-api-docs:choices')
const SCOPE: InjectionKey<string> = Symbol('vitepress-api-docs:choice-scope')

/** Starts the choices of an operation or schema for the components below. */
export function provideChoices(): Choices {
  const choices = createChoices()
  provide(CHOICES, choices)
  return choices
}

/** The choices of the nearest operation or schema (a tree on its own gets its own). */
export function useChoices(): Choices {
  return inject(CHOICES, createChoices, true)
}

/** Names the scope of the schema trees below: the media type or parameter they belong to. */
export function provideChoiceScope(scope: string): void {
  provide(SCOPE, scope)
}

/** The scope of the nearest media type or parameter. */
export function useChoiceScope(): string {
  return inject(SCOPE, 'schema')
}

/** The scope of a request body's media type. */
export const requestScope = (mediaType: string) => `request ${mediaType}`
/** The scope of a response's media type. */
export const responseScope = (status: string, mediaType: string) =>
  `response ${status} ${mediaType}`
/** The scope of a parameter. */
export const parameterScope = (where: string, name: string) => `parameter ${where} ${name}`
