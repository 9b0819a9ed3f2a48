import { computed, shallowRef, toRaw, watch, type ComputedRef } from 'vue'
import type { ExampleValue, ParameterModel, SchemaNode } from '../../shared/model'
import type { ExampleDirection } from '../../shared/example'
import { resolveRef, variantSet } from '../../shared/variants'
import { useChoices, type Choices } from './choices'
import { exampleForVariant, offerExamples } from './offeredExamples'
import { useSchemaContext, type SchemaContext } from './schemaContext'

/** What shows and sends for one body, response or schema: its examples and the chosen one. */
export interface ExampleChoice {
  examples: ComputedRef<ExampleValue[]>
  /** Index of the chosen example in `examples`. */
  index: ComputedRef<number>
  /** The chosen example (undefined when there is none). */
  current: ComputedRef<ExampleValue | undefined>
  /** Picks an example; one of a top-level variant shows that variant's fields. */
  select: (index: number) => void
}

/** What a body, response or schema page shows examples of. */
export interface ExampleSource {
  scope: string
  schema?: SchemaNode
  examples: ExampleValue[]
  direction: ExampleDirection
}

/**
 * The examples of one body, response or schema, following the variants the reader picks: the
 * example shown (and the try-it body) is one of the picked variant, generated when the description
 * has none of it.
 */
export function useMediaExamples(
  source: () => ExampleSource,
  provided?: { choices: Choices; context: SchemaContext },
): ExampleChoice {
  // A component that provides the choices and schemas itself passes them: inject() sees only a
  // parent's.
  const choices = provided?.choices ?? useChoices()
  const context = provided?.context ?? useSchemaContext()
  const root = computed(() => resolveRef(source().schema, context.schemas))
  const set = computed(() => root.value && variantSet(root.value, context.schemas))
  const chosen = computed(() => {
    const node = root.value
    return node && set.value ? (choices.variant(source().scope, node) ?? undefined) : undefined
  })
  // Made in the browser once the reader picks a variant; the generator loads then, so a page whose
  // reader picks nothing never downloads it.
  const picked = shallowRef<unknown>()
  let run = 0
  watch(
    () => {
      const picks = choices.variants(source().scope)
      // `size` subscribes to every pick; the copy is of the raw map, whose keys are the raw nodes
      // the generator meets (a reactive map's iteration would hand out proxies).
      return picks?.size ? new Map(toRaw(picks)) : undefined
    },
    async (picks) => {
      const mine = ++run
      const { schema, direction } = source()
      if (!picks || !schema) return void (picked.value = undefined)
      const { exampleFromSchema } = await import('../../shared/example')
      if (mine !== run) return
      const choose = (node: SchemaNode) => picks.get(toRaw(node))
      picked.value = exampleFromSchema(schema, context.schemas, { direction, choose })
    },
    { immediate: true },
  )
  const offer = computed(() =>
    offerExamples(source().examples, set.value, chosen.value, picked.value),
  )
  const index = computed(() => {
    const wanted = choices.example(source().scope) ?? 0
    return wanted < offer.value.examples.length ? wanted : 0
  })
  // A variant picked in the schema tree brings an example of it (the generated one comes a moment
  // later, when the generator has loaded: hence the watch on the offer too).
  watch([chosen, offer], ([variant]) => {
    if (variant === undefined) return
    const next = exampleForVariant(offer.value, index.value, variant)
    if (next !== index.value) choices.setExample(source().scope, next)
  })
  return {
    examples: computed(() => offer.value.examples),
    index,
    current: computed(() => offer.value.examples[index.value]),
    select(next) {
      const { scope } = source()
      choices.setExample(scope, next)
      const variant = offer.value.variants[next]
      if (variant !== undefined && root.value) choices.setVariant(scope, root.value, variant)
    },
  }
}

/** The named example chosen for a parameter, shared by its page entry and its try-it field. */
export function useParameterExample(param: () => ParameterModel, scope: () => string) {
  const choices = useChoices()
  const index = computed(() => {
    const wanted = choices.example(scope()) ?? 0
    return wanted < (param().examples?.length ?? 0) ? wanted : 0
  })
  return {
    index,
    current: computed(() => param().examples?.[index.value]),
    select: (next: number) => choices.setExample(scope(), next),
  }
}
