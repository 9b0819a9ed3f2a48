import { computed, type ComputedRef } from 'vue'
import { withBase } from 'vitepress'

/**
 * The page URLs of a page's schemas under the site's `base` (`/docs/schemas/pets/Pet`): the node
 * side writes them from the site's root, as every link of the page data.
 */
export function useSchemaLinks(
  links: () => Record<string, string>,
): ComputedRef<Record<string, string>> {
  return computed(() =>
    Object.fromEntries(Object.entries(links()).map(([name, link]) => [name, withBase(link)])),
  )
}
