import { useData } from 'vitepress'
import { shallowRef, type ShallowRef } from 'vue'
import type {
  BuildRequestOptions,
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
} from 'vue-api-playground'
import type { OperationPageData } from '../../shared/model'
import type * as EngineModule from './engine'
import type { EnvState } from '../environments/model'
import { authValues, type HistoryEntry, type Redaction } from './entries'
import type { SendContext } from './engine'

type Engine = typeof EngineModule

let engineLoad: Promise<Engine> | undefined
/** The history's code, loaded once for the page: on the first Send or the first look. */
export const loadHistoryEngine = (): Promise<Engine> => (engineLoad ??= import('./engine'))

/** What must not be stored of a page's requests: its API keys, credentials, secret values. */
function redactionOf(
  page: OperationPageData,
  forms: readonly (BuildRequestOptions | undefined)[],
  env: EnvState | undefined,
): Redaction {
  const headers: string[] = []
  const params: string[] = []
  for (const scheme of page.securitySchemes) {
    if (scheme.type !== 'apiKey') continue
    if (scheme.in === 'header') headers.push(scheme.name)
    else params.push(scheme.name)
  }
  const values = forms.flatMap((form) => authValues(form?.auth))
  for (const environment of env?.environments ?? [])
    for (const variable of environment.variables) if (variable.secret) values.push(variable.value)
  return { headers, params, values }
}

/**
 * The try-it's history for one panel: each request sent is recorded (with its answer) in the
 * spec's history; `reopened` is the entry the reader chose to fill the panel with again.
 */
export function useHistory(
  page: () => OperationPageData,
  forms: {
    raw: ShallowRef<BuildRequestOptions | undefined>
    resolved: () => BuildRequestOptions | undefined
    env: ShallowRef<EnvState | undefined>
  },
) {
  const { site } = useData()
  const reopened = shallowRef<HistoryEntry>()
  let context: SendContext | undefined
  let start: RequestStartPayload | undefined

  /** The playground's `before-send`, after the variables' own: nothing is kept of a refused send. */
  function beforeSend(envelope: RequestEnvelope): void {
    start = undefined
    context = undefined
    const form = forms.raw.value
    if (!form || envelope.init.signal?.aborted) return
    context = {
      operation: page().operation.id,
      form,
      redaction: redactionOf(page(), [form, forms.resolved()], forms.env.value),
      time: Date.now(),
    }
    void loadHistoryEngine()
  }

  function requestStart(payload: RequestStartPayload): void {
    start = payload
  }

  function finish(outcome: { success: RequestSuccessPayload } | { error: RequestErrorPayload }) {
    const sent = context
    const began = start
    context = undefined
    start = undefined
    if (!sent || !began) return
    const spec = page().spec.name
    void loadHistoryEngine().then((engine) =>
      engine.recordEntry(site.value.base, spec, engine.makeEntry(sent, began, outcome)),
    )
  }

  return {
    reopened,
    beforeSend,
    requestStart,
    requestSuccess: (success: RequestSuccessPayload) => finish({ success }),
    requestError: (error: RequestErrorPayload) => finish({ error }),
  }
}
