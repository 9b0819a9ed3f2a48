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
import type { EnvState } from '../environments/model'
import type * as EngineModule from './engine'
import type { HistoryEntry } from './entries'
import type { PendingSend } from './record'

type Engine = typeof EngineModule

let engineLoad: Promise<Engine> | undefined
/** The history's code, loaded once for the page: on the first Send or the first look. */
export const loadHistoryEngine = (): Promise<Engine> => (engineLoad ??= import('./engine'))

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
    /** The mock's picks when Mock answers this panel, else undefined. */
    mocked: () => { status?: string; example?: string } | undefined
  },
) {
  const { site } = useData()
  const reopened = shallowRef<HistoryEntry>()
  let pending: PendingSend | undefined
  let start: RequestStartPayload | undefined

  /** The playground's `before-send`, after the variables' own: nothing is kept of a refused send. */
  function beforeSend(envelope: RequestEnvelope): void {
    start = undefined
    pending = undefined
    const form = forms.raw.value
    if (!form || envelope.init.signal?.aborted) return
    const secrets = (forms.env.value?.environments ?? []).flatMap((env) =>
      env.variables.filter((variable) => variable.secret).map((variable) => variable.value),
    )
    pending = {
      operation: page().operation.id,
      form,
      resolved: forms.resolved(),
      secrets,
      schemes: page().securitySchemes,
      time: Date.now(),
      mocked: forms.mocked(),
    }
    void loadHistoryEngine()
  }

  function requestStart(payload: RequestStartPayload): void {
    start = payload
  }

  function finish(outcome: { success: RequestSuccessPayload } | { error: RequestErrorPayload }) {
    const sent = pending
    const began = start
    pending = undefined
    start = undefined
    if (!sent || !began) return
    const spec = page().spec.name
    void loadHistoryEngine().then((engine) =>
      engine.recordEntry(
        site.value.base,
        spec,
        engine.makeEntry(engine.sendContext(sent), began, outcome),
      ),
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
