import type { OperationLine, SpecModel } from './spec-types'

/**
 * What the routes, the sidebars, the search index and the histories' links need of a spec: its
 * operations' lines and tags, its schemas' names. A whole model is one; a lazy model (see
 * lazy-spec.ts) has one made by a fast pass over the description, without normalizing anything.
 */
export interface SpecOutline extends Pick<
  SpecModel,
  'ref' | 'title' | 'version' | 'tags' | 'tagSections' | 'schemaSlugs'
> {
  /** Every operation and webhook, in the model's order. */
  operations: readonly OperationLine[]
}

const outlines = new WeakMap<SpecOutline, SpecOutline>()

/** The outline of a model: the one made for a lazy model, else the model itself. */
export function specOutline(model: SpecOutline): SpecOutline {
  return outlines.get(model) ?? model
}

/** Makes `outline` the one {@link specOutline} gives for `model`. */
export function setOutline(model: SpecModel, outline: SpecOutline): void {
  outlines.set(model, outline)
}
