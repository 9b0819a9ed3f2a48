import { computed } from 'vue'
import type { OperationPageData } from '../../shared/model'
import { tryItConfig } from './tryit'
import { withChosenExamples } from './tryitExamples'
import { useTryItExamples } from './useTryItExamples'

/**
 * What an operation's try-it panel sends, for the panel and the code samples alike: the request
 * the description makes (`config`), the examples the reader picks on the page or in the panel
 * (`examples`), and the request with those picks in (`sent`).
 */
export function useTryItRequest(page: () => OperationPageData) {
  const config = computed(() => tryItConfig(page()))
  const examples = useTryItExamples(page, () => config.value.mediaType)
  const sent = computed(() => withChosenExamples(config.value, examples.chosen.value))
  return { config, examples, sent }
}
