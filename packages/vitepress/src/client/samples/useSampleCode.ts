import {
  computed,
  onMounted,
  onServerPrefetch,
  shallowRef,
  useId,
  watch,
  type Ref,
  type ShallowRef,
} from 'vue'
import type { BuildRequestOptions } from 'vue-api-playground'
import type { SnippetLanguage } from 'vue-api-playground/snippets'
import type * as Samples from './samples'
import { sampleKey } from './sampleRequest'

type SamplesModule = typeof Samples

/** The samples' code (the snippet writers and the request builder), once loaded for the page. */
const samples = shallowRef<SamplesModule>()
let loading: Promise<SamplesModule> | undefined

/** Loads the samples' code once per page; a failed load is retried on the next call. */
export function loadSamples(): Promise<SamplesModule> {
  loading ??= import('./samples').then(
    async (module) => {
      await module.prepareSamples()
      return (samples.value = module)
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The `<code>` elements a mounted sample owns: never mistaken for the server's HTML. */
const owned = new WeakSet<Element>()

/** A sample to write: the request, in a language, sent to a server. */
export interface SampleInput {
  form: BuildRequestOptions
  language: SnippetLanguage
  server: string
}

/**
 * A code sample's text, whose code (the snippet writers and the serializer, about 10 KB gzip)
 * loads only when the text must change: the server's HTML holds the sample of the page as it
 * loads, which is kept while it still says what the request sends (its `sampleKey` is unchanged,
 * though the panel's form took over); a tab, a typed value, a stored credential or server loads
 * it. Rendered on the server (the builder awaited) and on a client page reached without the
 * server's HTML (dev, navigation), it loads at once. `element` is the `<code>` to bind `id` to.
 */
export function useSampleCode(input: () => SampleInput | undefined): {
  code: Readonly<Ref<string | undefined>>
  id: string
  element: ShallowRef<HTMLElement | undefined>
} {
  const id = useId()
  const element = shallowRef<HTMLElement>()
  const key = computed(() => {
    const sample = input()
    return sample && sampleKey(sample.form, sample.language, sample.server)
  })
  // While the page hydrates, the element the server rendered is in the document, not yet owned.
  let kept: { key: string | undefined; language?: string; text: string } | undefined
  if (typeof document !== 'undefined' && !samples.value) {
    const rendered = document.getElementById(id)
    if (rendered && !owned.has(rendered))
      kept = { key: key.value, language: input()?.language, text: rendered.textContent ?? '' }
    else void loadSamples()
  }
  onServerPrefetch(() => loadSamples())
  onMounted(() => element.value && owned.add(element.value))
  if (kept) {
    const stop = watch(key, (now) => {
      if (now === kept?.key) return
      void loadSamples()
      stop()
    })
  }
  const code = computed(() => {
    const sample = input()
    if (!sample) return undefined
    const loaded = samples.value
    if (loaded) return loaded.formSampleCode(sample.form, sample.language, sample.server)
    // Until the code arrives: the server's text in its language (a moment behind if the request
    // changed), nothing in another.
    return kept && sample.language === kept.language ? kept.text : ''
  })
  return { code, id, element }
}
