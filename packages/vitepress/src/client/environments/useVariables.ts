import { useData } from 'vitepress'
import { computed, inject, shallowRef, watchEffect, type ShallowRef } from 'vue'
import {
  loadRequestBuilder,
  type BuildRequestOptions,
  type RequestBuilder,
  type RequestEnvelope,
} from 'vue-api-playground'
import type { OperationPageData } from '../../shared/model'
import type * as EngineModule from './engine'
import type { PanelForm } from '../tryit/panelForm'
import type { EnvState } from './model'
import { enTools } from '../i18n/en/tools'
import { docsMessagesFor, pageLangKey } from '../i18n/language'
import { problemText } from './problems'
import { mentionsVariable } from './toolsLink'

/** The environments' code, and the request builder Send rebuilds the request with. */
type Engine = typeof EngineModule & Pick<RequestBuilder, 'buildRequest'>

// Here, not in toolsLink.ts (in the page from the start): only the loaded tools refuse a send.
/** Makes `envelope` a request that never starts, failing with `reason`. */
export function refuse(envelope: RequestEnvelope, reason: string): void {
  const controller = new AbortController()
  controller.abort(new Error(reason))
  envelope.init = { ...envelope.init, signal: controller.signal }
}

let engineLoad: Promise<Engine> | undefined
/** The environments' code, loaded once for the page, on the first interaction with a panel. */
export const loadEngine = (): Promise<Engine> =>
  (engineLoad ??= Promise.all([import('./engine'), loadRequestBuilder()]).then(
    ([engine, builder]) => ({ ...engine, buildRequest: builder.buildRequest }),
    (error: unknown) => {
      engineLoad = undefined
      throw error
    },
  ))

/**
 * `{{name}}` variables in a try-it panel: the form the playground reports (`form-change`) is
 * resolved against the spec's active environment before the code samples build from it, and Send
 * sends that same resolved form; a form with an unknown name or a cycle is not sent. The
 * environments' code loads on the first interaction (`load`), or as soon as a `{{` is typed.
 */
export function useVariables(
  page: () => OperationPageData,
  panelForm: ShallowRef<PanelForm | undefined>,
) {
  const { site } = useData()
  const lang = inject(pageLangKey, undefined)
  /** The tools' words in the page's language, for the reasons a Send is refused. */
  const t = () => docsMessagesFor(lang?.value ?? 'en', enTools)
  const engine = shallowRef<Engine>()
  const raw = shallowRef<BuildRequestOptions>()
  const state = shallowRef<EnvState>()
  /** Why the last Send was refused when the list of problems cannot say it (still loading). */
  const notice = shallowRef('')

  let loading: Promise<void> | undefined
  /** Loads the environments' code once (again after a failure); resolves once it is in use. */
  function load(): Promise<void> {
    loading ??= loadEngine().then(
      (loaded) => {
        state.value = loaded.useEnvironments(page(), site.value.base)
        engine.value = loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** The raw form resolved, when there is anything to resolve. */
  const resolved = computed(() => {
    const form = raw.value
    if (!form || !mentionsVariable(form)) return undefined
    if (!engine.value || !state.value) return null
    return engine.value.resolveForm(form, engine.value.variableMap(state.value))
  })

  watchEffect(() => {
    const form = raw.value
    if (!form) return
    const operation = page().operation.id
    const result = resolved.value
    if (!result) {
      // Nothing to resolve, or not yet loaded: the samples show the form as typed.
      panelForm.value = { operation, form }
      return
    }
    panelForm.value = {
      operation,
      form: result.form,
      variables: {
        used: result.used,
        environment: state.value?.active ?? null,
        unresolved: [...result.unknown, ...result.cycles.map((cycle) => cycle[0]!)],
      },
    }
  })

  /** The playground's `form-change`: what Send would build from, before resolution. */
  function formChange(form: BuildRequestOptions): void {
    raw.value = form
    notice.value = ''
    if (mentionsVariable(form)) load().catch(() => {})
  }

  /**
   * The playground's `before-send`: the envelope is rebuilt from the resolved form. With a name
   * left unresolved nothing may leave the page: the request is aborted before fetch() starts (its
   * signal is already aborted), with the reason shown as the request's error.
   */
  function beforeSend(envelope: RequestEnvelope): void {
    const result = resolved.value
    if (result === undefined) return
    let reason: string | undefined
    if (result === null) {
      reason = t().variablesLoading
      notice.value = reason
    } else if (result.unknown.length || result.cycles.length) reason = problemText(result, t())
    else {
      try {
        const built = engine.value!.buildRequest(result.form)
        envelope.url = built.url
        envelope.init = built.init
        return
      } catch (caught) {
        reason = caught instanceof Error ? caught.message : String(caught)
      }
    }
    refuse(envelope, reason)
  }

  return {
    load,
    /** True once the environments' code is in use. */
    loaded: () => engine.value !== undefined,
    state,
    resolved,
    notice,
    formChange,
    beforeSend,
    raw,
  }
}
