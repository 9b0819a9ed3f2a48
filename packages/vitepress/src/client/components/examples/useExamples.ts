import { computed, shallowRef, toRaw, watch, watchEffect, type ComputedRef } from 'vue'
import type { ExampleValue, ParameterModel, SchemaNode } from '../../../shared/model'
import type { ExampleDirection } from '../../../shared/examples/example'
import { useChoices, type Choices } from './choices'
import type * as ExampleFollow from './exampleFollow'
import type { ExampleOffer } from './offeredExamples'
import { useSchemaContext, type SchemaContext } from '../schema/schemaContext'
import { useDocsMessages } from '../../i18n/language'

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
 * The examples as a page lists them: the one generated for the reader's picks (`forVariant`)
 * named `forVariant` in the page's language, the others as the description names them.
 */
export function namedExamples(examples: ExampleValue[], forVariant: string): ExampleValue[] {
  return examples.some((example) => example.forVariant)
    ? examples.map((example) =>
        example.forVariant ? { ...example, summary: forVariant } : example,
      )
    : examples
}

type Follow = typeof ExampleFollow
let loading: Promise<Follow> | undefined
const loadFollow = () => (loading ??= import('./exampleFollow'))

/**
 * The examples of one body, response or schema, following the variants the reader picks: the
 * example shown (and the try-it body) is one of the picked variant, generated when the description
 * has none of it. Until the reader picks anything, it is the page's own list, as rendered on the
 * server.
 */
export function useMediaExamples(
  source: () => ExampleSource,
  provided?: { choices: Choices; context: SchemaContext },
): ExampleChoice {
  // A component that provides the choices and schemas itself passes them: inject() sees only a
  // parent's.
  const choices = provided?.choices ?? useChoices()
  const context = provided?.context ?? useSchemaContext()
  const scope = () => source().scope
  const follow = shallowRef<Follow>()
  const picks = computed(() => {
    const map = choices.variants(scope())
    // `size` subscribes to every pick; the copy is of the raw map, whose keys are the raw nodes
    // the generator meets (a reactive map's iteration would hand out proxies).
    return map?.size ? new Map(toRaw(map)) : undefined
  })
  // Only a reader picks: a server render has nothing to follow, and skips the effect (one per
  // example list, on each of tens of thousands of pages in a large build).
  if (typeof window !== 'undefined')
    watchEffect(() => {
      if (!follow.value && (picks.value || choices.example(scope()) !== undefined)) {
        void loadFollow().then((module) => (follow.value = module))
        // Examples of a picked variant are generated from the whole schemas it reaches; the
        // page may have some only in summary (schemaStore.ts). They fill in as they arrive.
        const { schema } = source()
        if (schema) context.loadAll?.(schema)
      }
    })
  const root = computed(() => follow.value?.resolveRef(source().schema, context.schemas))
  const set = computed(() => root.value && follow.value?.variantSet(root.value, context.schemas))
  const chosen = computed(() =>
    root.value && set.value ? choices.variant(scope(), root.value) : undefined,
  )
  const picked = computed(() => {
    const { schema, direction } = source()
    const map = picks.value
    if (!follow.value || !map || !schema) return undefined
    const choose = (node: SchemaNode) => map.get(toRaw(node))
    return follow.value.exampleFromSchema(schema, context.schemas, { direction, choose })
  })
  const offer = computed<ExampleOffer>(() =>
    follow.value
      ? follow.value.offerExamples(source().examples, set.value, chosen.value, picked.value)
      : { examples: source().examples, variants: [] },
  )
  const index = computed(() => {
    const wanted = choices.example(scope()) ?? 0
    return wanted < offer.value.examples.length ? wanted : 0
  })
  // A variant picked in the schema tree brings an example of it.
  watch([chosen, offer], ([variant]) => {
    if (variant === undefined || !follow.value) return
    const next = follow.value.exampleForVariant(offer.value, index.value, variant)
    if (next !== index.value) choices.setExample(scope(), next)
  })
  const t = useDocsMessages()
  const examples = computed(() => namedExamples(offer.value.examples, t.value.exampleForVariant))
  return {
    examples,
    index,
    current: computed(() => examples.value[index.value]),
    async select(next) {
      choices.setExample(scope(), next)
      // An example of one variant shows that variant (once the code that tells has loaded).
      follow.value = await loadFollow()
      const variant = offer.value.variants[next]
      if (variant !== undefined && root.value) choices.setVariant(scope(), root.value, variant)
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
