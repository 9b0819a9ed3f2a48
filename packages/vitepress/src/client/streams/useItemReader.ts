import { computed, inject, shallowRef, type ComputedRef } from 'vue'
import type { StreamItemReader } from 'vue-api-playground'
import type { OperationPageData } from '../../shared/model'
import { pageLangKey } from '../i18n/language'

/**
 * The try-it's reader of streamed items, for a page whose responses have item schemas: it loads
 * the reading code (itemReader.ts, with the schema check) when the first item arrives, shows that
 * item as received meanwhile, and reads every item once loaded (the list re-reads on a new reader).
 * Its problems are in the page's language.
 */
export function useItemReader(
  page: () => OperationPageData,
): ComputedRef<StreamItemReader | undefined> {
  const lang = inject(pageLangKey, undefined)
  const loaded = shallowRef<StreamItemReader>()
  let loading = false
  const waiting: StreamItemReader = () => {
    if (!loading) {
      loading = true
      import('./itemReader').then(
        (module) => (loaded.value = module.itemReader(page, () => lang?.value ?? 'en')),
        // A failed load leaves the items as received; the next item tries again.
        () => (loading = false),
      )
    }
    return undefined
  }
  return computed(() =>
    page().operation.responses.some((response) =>
      response.content.some((media) => media.itemSchema),
    )
      ? (loaded.value ?? waiting)
      : undefined,
  )
}
