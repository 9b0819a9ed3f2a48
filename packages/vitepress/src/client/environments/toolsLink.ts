import { computed, shallowRef, type Component, type ShallowRef } from 'vue'
import type {
  BuildRequestOptions,
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
} from 'vue-api-playground'
import type { OperationPageData } from '../../shared/model'
import type { PanelForm } from '../tryit/panelForm'

/** What the try-it's tools (PanelTools.vue, loaded on demand) do with the playground's events. */
export interface ToolsHandlers {
  formChange(form: BuildRequestOptions): void
  beforeSend(envelope: RequestEnvelope): void
  requestStart(payload: RequestStartPayload): void
  requestSuccess(payload: RequestSuccessPayload): void
  requestError(payload: RequestErrorPayload): void
  /** The spec's active environment, for the tools bar. */
  active(): string | null | undefined
  /** True once the tools' own code (the resolver) has loaded: Send need not wait. */
  loaded(): boolean
  /** Loads the tools' own code; rejects when a chunk of it cannot load. */
  ready(): Promise<void>
}

/** True when a form holds `{{` in any text field (files and the rest aside). */
export function mentionsVariable(form: BuildRequestOptions): boolean {
  const texts = [form.url, form.server, form.body, JSON.stringify(form.auth ?? null)]
  for (const item of form.data ?? []) texts.push(item.value)
  for (const [name, value] of Object.entries(form.headers ?? {})) texts.push(name, value)
  return texts.some((text) => text?.includes('{{'))
}

/** The tools' component, loaded on demand (its chunk holds the environments and the history). */
export type ToolsLoader = () => Promise<Component>

/**
 * Between a try-it panel's playground and its tools (environments, history: PanelTools.vue), whose
 * code loads on the first interaction with the panel (`want`), as soon as a `{{` is typed, at
 * Send at the latest. Until then the form goes to the code samples as typed, and the last one
 * waits here for the tools. A Send before they have loaded waits for them (the envelope's
 * `ready`, as the playground's own form waits for its request builder), then resolves the
 * variables and is recorded as usual; when their code cannot load, nothing is sent, `notice`
 * says why, and the form keeps what was typed.
 */
export function useToolsLink(
  page: () => OperationPageData,
  panelForm: ShallowRef<PanelForm | undefined>,
  loader: ToolsLoader,
) {
  /** Set by the tools once mounted (`attach`). */
  const handlers = shallowRef<ToolsHandlers>()
  /** Whether the tools are wanted: their component loads once it is. */
  const wanted = shallowRef(false)
  /** The tools' component once loaded: the panel renders it. */
  const component = shallowRef<Component>()
  /** The playground's last form, for the tools to start from. */
  const last = shallowRef<BuildRequestOptions>()
  /** Why the last Send did not go: the tools' code failed to load, for `reason` (the browser's). */
  const notice = shallowRef<{ reason: string }>()
  /** A Send waits for the tools to load. */
  const waiting = shallowRef(false)
  let loading: Promise<Component> | undefined
  let attached: ((value: ToolsHandlers) => void) | undefined
  const mounted = new Promise<ToolsHandlers>((resolve) => (attached = resolve))

  /** Loads the tools' component once; a failed load is tried again on the next call. */
  function load(): Promise<Component> {
    loading ??= loader().then(
      (loaded) => (component.value = loaded),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function want(): void {
    wanted.value = true
    load().catch(() => {})
  }
  /** The tools, mounted and with their code loaded. */
  async function whenReady(): Promise<ToolsHandlers> {
    await load()
    const tools = await mounted
    await tools.ready()
    return tools
  }

  return {
    handlers,
    wanted,
    component,
    last,
    notice,
    waiting,
    want,
    /** Called by the tools once mounted. */
    attach(tools: ToolsHandlers): void {
      handlers.value = tools
      attached?.(tools)
    },
    active: computed(() => handlers.value?.active()),
    formChange(form: BuildRequestOptions): void {
      last.value = form
      notice.value = undefined
      if (handlers.value) return handlers.value.formChange(form)
      panelForm.value = { operation: page().operation.id, form }
      if (mentionsVariable(form)) want()
    },
    beforeSend(envelope: RequestEnvelope): void {
      notice.value = undefined
      if (handlers.value?.loaded()) return handlers.value.beforeSend(envelope)
      want()
      waiting.value = true
      envelope.ready = whenReady()
        .finally(() => (waiting.value = false))
        .then(
          (tools) => tools.beforeSend(envelope),
          (caught: unknown) => {
            const reason = caught instanceof Error ? caught.message : String(caught)
            notice.value = { reason }
            throw caught
          },
        )
    },
    requestStart: (payload: RequestStartPayload) => handlers.value?.requestStart(payload),
    requestSuccess: (payload: RequestSuccessPayload) => handlers.value?.requestSuccess(payload),
    requestError: (payload: RequestErrorPayload) => handlers.value?.requestError(payload),
  }
}

/** A try-it panel's link to its tools. */
export type ToolsLink = ReturnType<typeof useToolsLink>
