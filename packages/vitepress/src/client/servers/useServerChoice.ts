import { computed, onMounted, ref, type ComputedRef, type WritableComputedRef } from 'vue'
import type { OperationPageData, ServerModel } from '../../shared/model'
import { getServerChoice, updateServerChoice } from './serverChoice'
import { DEFAULT_SERVER, resolveServer, sampleServer, variableKey, variableValue } from './servers'

/** One server of an operation as the panel offers it. */
export interface ServerOption {
  /** The server as described. */
  model: ServerModel
  /** Its URL with the variables filled in. */
  url: string
}

/** What `useServerChoice` gives a try-it panel or the code samples. */
export interface UseServerChoiceReturn {
  /** False when the description names no server (OpenAPI's default `/` applies). */
  described: ComputedRef<boolean>
  /** The servers to choose from, with their URLs as the variables make them. */
  options: ComputedRef<ServerOption[]>
  /** The index of the chosen server in `options`. */
  selected: WritableComputedRef<number>
  /** The chosen server. */
  current: ComputedRef<ServerOption>
  /** The base URL typed where the description names no server (`/` until then). */
  custom: WritableComputedRef<string>
  /** The base URL requests go to. */
  base: ComputedRef<string>
  /** The base URL code samples show (a placeholder where none is named or typed). */
  sampleBase: ComputedRef<string>
  /** The value of a variable of a server. */
  valueOf: (server: ServerModel, name: string) => string
  /** Sets the value of a variable of a server. */
  setValue: (server: ServerModel, name: string, value: string) => void
  /** Whether the spec offers Mock (answers from the description); all do unless told not to. */
  offersMock: ComputedRef<boolean>
  /** Mock is picked: Send answers in the browser from the description (see `client/mock/`). */
  mock: WritableComputedRef<boolean>
}

/**
 * The chosen server of an operation and its variables, kept per spec (the try-it panel and the
 * code samples read the same choice, so the URL shown, the request and the samples agree).
 */
export function useServerChoice(page: () => OperationPageData): UseServerChoiceReturn {
  // Relative server URLs resolve against the page's origin, known only in the browser.
  const origin = ref<string>()
  onMounted(() => (origin.value = window.location.origin))
  const spec = () => page().spec.name
  const choice = computed(() => getServerChoice(spec()))

  const described = computed(() => page().operation.servers.length > 0)
  const options = computed(() =>
    (described.value ? page().operation.servers : [DEFAULT_SERVER]).map((model) => ({
      model,
      url: resolveServer(model, choice.value.values, origin.value),
    })),
  )
  const selected = computed({
    get: () =>
      Math.max(
        0,
        options.value.findIndex((option) => option.model.url === choice.value.server),
      ),
    set: (index: number) => {
      const model = options.value[index]?.model
      if (model) updateServerChoice(spec(), (draft) => (draft.server = model.url))
    },
  })
  const current = computed(() => options.value[selected.value]!)
  const custom = computed({
    get: () => choice.value.custom ?? DEFAULT_SERVER.url,
    set: (value: string) => updateServerChoice(spec(), (draft) => (draft.custom = value)),
  })
  const base = computed(() =>
    described.value ? current.value.url : custom.value.trim() || DEFAULT_SERVER.url,
  )
  const sampleBase = computed(() => sampleServer(base.value, described.value, origin.value))
  const offersMock = computed(() => page().spec.mock !== false)
  const mock = computed({
    get: () => offersMock.value && (choice.value.mock ?? page().spec.mock === 'default'),
    set: (on: boolean) => updateServerChoice(spec(), (draft) => (draft.mock = on)),
  })

  return {
    described,
    options,
    selected,
    current,
    custom,
    base,
    sampleBase,
    valueOf: (server, name) => variableValue(server, name, choice.value.values),
    setValue: (server, name, value) =>
      updateServerChoice(spec(), (draft) => (draft.values[variableKey(server, name)] = value)),
    offersMock,
    mock,
  }
}
