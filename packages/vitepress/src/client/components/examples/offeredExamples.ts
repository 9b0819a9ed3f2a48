import type { ExampleValue } from '../../../shared/model'
import { variantOfValue, type VariantSet } from '../../../shared/schema/variants'

/** What a body or response offers, and how its examples relate to its top-level variants. */
export interface ExampleOffer {
  /** The examples to choose from, the description's own first. */
  examples: ExampleValue[]
  /** For each example, the top-level alternative it belongs to (by its discriminator value). */
  variants: (number | undefined)[]
}

/**
 * The examples a body or response offers: the description's own, and one generated from the
 * schema where the description has none, or where none of its own is of the top-level variant the
 * reader picked. `picked` is the example generated for the reader's picks (undefined before any
 * pick, or while it is being made), offered with `forVariant` set (the page names it in its
 * language, useExamples.ts); `chosen` is the picked top-level alternative.
 */
export function offerExamples(
  examples: readonly ExampleValue[],
  set: VariantSet | undefined,
  chosen: number | undefined,
  picked: unknown,
): ExampleOffer {
  const written = examples.filter((example) => !example.generated)
  const generated =
    picked !== undefined
      ? { name: 'generated', value: picked, generated: true, forVariant: true }
      : examples.find((example) => example.generated)
  const of = (example: ExampleValue) => (set ? variantOfValue(set, example.value) : undefined)
  const fits = chosen !== undefined && written.some((example) => of(example) === chosen)
  const list =
    !written.length || (picked !== undefined && !fits && generated)
      ? [...written, ...(generated ? [generated] : [])]
      : written
  return { examples: list, variants: list.map(of) }
}

/**
 * The example to show once the reader picks top-level alternative `chosen`: the current one if
 * it is of that alternative, else the first of the description's own that is, else the generated
 * one (always last).
 */
export function exampleForVariant(offer: ExampleOffer, current: number, chosen: number): number {
  if (offer.variants[current] === chosen) return current
  const own = offer.variants.indexOf(chosen)
  if (own >= 0) return own
  const last = offer.examples.length - 1
  return offer.examples[last]?.generated ? last : current
}
