import { computed, shallowRef, type ShallowRef } from 'vue'
import type {
  BuildRequestOptions,
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
} from 'vue-api-playground'
import type { OperationPageData } from '../../shared/model'
import type { PanelForm } from '../components/panelForm'

/** What the try-it's tools (PanelTools.vue, loaded on demand) do with the playground's events. */
export interface ToolsHandlers {
  formChange(form: BuildRequestOptions): void
  beforeSend(envelope: RequestEnvelope): void
  requestStart(payload: RequestStartPayload): void
  requestSuccess(payload: RequestSuccessPayload): void
  requestError(payload: RequestErrorPayload): void
  /** The spec's active environment, for the tools bar. */
  active(): string | null | undefined
}

/** True when a form holds `{{` in any text field (files and the rest aside). */
export function mentionsVariable(form: BuildRequestOptions): boolean {
  const texts = [form.url, form.server, form.body, JSON.stringify(form.auth ?? null)]
  for (const item of form.data ?? []) texts.push(item.value)
  for (const [name, value] of Object.entries(form.headers ?? {})) texts.push(name, value)
  return texts.some((text) => text?.includes('{{'))
}

/** Makes `envelope` a request that never starts, failing with `reason`. */
export function refuse(envelope: RequestEnvelope, reason: string): void {
  const controller = new AbortController()
  controller.abort(new Error(reason))
  envelope.init = { ...envelope.init, signal: controller.signal }
}

/**
 * Between a try-it panel's playground and its tools (environments, history: PanelTools.vue), whose
 * code loads on the first interaction with the panel (`want`), as soon as a `{{` is typed, at
 * Send at the latest. Until then the form goes to the code samples as typed, and the last one
 * waits here for the tools; a Send with a `{{` is refused (it cannot be resolved yet), another
 * is sent but not recorded in the history.
 */
export function useToolsLink(
  page: () => OperationPageData,
  panelForm: ShallowRef<PanelForm | undefined>,
) {
  /** Set by the tools once loaded. */
  const handlers = shallowRef<ToolsHandlers>()
  /** Whether the tools are wanted: PanelTools renders (and loads) once it is. */
  const wanted = shallowRef(false)
  /** The playground's last form, for the tools to start from. */
  const last = shallowRef<BuildRequestOptions>()
  const want = () => void (wanted.value = true)

  return {
    handlers,
    wanted,
    last,
    want,
    active: computed(() => handlers.value?.active()),
    formChange(form: BuildRequestOptions): void {
      last.value = form
      if (handlers.value) return handlers.value.formChange(form)
      panelForm.value = { operation: page().operation.id, form }
      if (mentionsVariable(form)) want()
    },
    beforeSend(envelope: RequestEnvelope): void {
      if (handlers.value) return handlers.value.beforeSend(envelope)
      want()
      if (last.value && mentionsVariable(last.value))
        refuse(envelope, 'Not sent: the variables were still loading. Send again.')
    },
    requestStart: (payload: RequestStartPayload) => handlers.value?.requestStart(payload),
    requestSuccess: (payload: RequestSuccessPayload) => handlers.value?.requestSuccess(payload),
    requestError: (payload: RequestErrorPayload) => handlers.value?.requestError(payload),
  }
}

/** A try-it panel's link to its tools. */
export type ToolsLink = ReturnType<typeof useToolsLink>
