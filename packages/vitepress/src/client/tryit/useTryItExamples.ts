import { computed } from 'vue'
import type { OperationPageData } from '../../shared/model'
import type { ChosenExamples } from './tryitExamples'
import { parameterScope, requestScope, useChoices } from '../components/examples/choices'
import { useMediaExamples } from '../components/examples/useExamples'

/**
 * The examples a try-it panel sends: those the reader chose on the page or in the panel, for the
 * body of the media type the panel sends (`mediaType`) and for each parameter.
 */
export function useTryItExamples(
  page: () => OperationPageData,
  mediaType: () => string | undefined,
) {
  const choices = useChoices()
  const media = computed(() =>
    page().operation.requestBody?.content.find((item) => item.type === mediaType()),
  )
  const body = useMediaExamples(() => ({
    scope: requestScope(mediaType() ?? ''),
    examples: media.value?.examples ?? [],
    direction: 'request',
    ...(media.value?.schema ? { schema: media.value.schema } : {}),
  }))
  const params = computed(() =>
    page().operation.parameters.filter((param) => (param.examples?.length ?? 0) > 1),
  )
  const chosen = computed<ChosenExamples>(() => ({
    ...(body.current.value ? { body: body.current.value.value } : {}),
    params: Object.fromEntries(
      params.value.map((param) => {
        const examples = param.examples!
        const index = choices.example(parameterScope(param.in, param.name)) ?? 0
        return [`${param.in} ${param.name}`, (examples[index] ?? examples[0]!).value]
      }),
    ),
  }))
  return { body, params, chosen }
}
