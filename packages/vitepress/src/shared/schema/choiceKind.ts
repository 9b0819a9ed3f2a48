import type { SchemaNode } from '../model'

// Apart from shared/schema/variants.ts: every schema tree asks this of every node, while the variants'
// labels and the rest load only on pages that offer a choice.

/**
 * Which list of a schema may offer a choice: `oneOf`, else `anyOf`, when it has two alternatives
 * that are not written as `{type: null}`. A quick look: `variantSet` says for sure.
 */
export function choiceKind(node: SchemaNode): 'oneOf' | 'anyOf' | undefined {
  const many = (list?: SchemaNode[]) =>
    (list?.filter((option) => option.type !== 'null').length ?? 0) > 1
  return many(node.oneOf) ? 'oneOf' : many(node.anyOf) ? 'anyOf' : undefined
}
