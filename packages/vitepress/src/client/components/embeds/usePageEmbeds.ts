import { computed } from 'vue'
import { useData } from 'vitepress'
import { EMBEDS_KEY, isGeneratedPageRef, type EmbeddedData } from '../../../shared/page'
import { generatedPageData } from '../../pageStore'

/** The embed data the node side attached to the current page. */
export function usePageEmbeds() {
  const { page } = useData()
  return computed(
    () => ((page.value as unknown as Record<string, unknown>)[EMBEDS_KEY] ?? {}) as EmbeddedData,
  )
}

/** The data of the generated page being shown, if it is one. */
export function useGeneratedPage() {
  const { params } = useData()
  return computed(() =>
    isGeneratedPageRef(params.value) ? generatedPageData(params.value) : undefined,
  )
}
