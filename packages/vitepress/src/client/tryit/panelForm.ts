import { inject, provide, shallowRef, type InjectionKey, type ShallowRef } from 'vue'
import type { BuildRequestOptions } from 'vue-api-playground'

// The try-it panel's form as the reader fills it in, for the code samples beside it: the panel
// writes it at each change (the playground's `form-change`), the samples read it. Only the samples
// read it, so a keystroke re-renders them and not the panel.

/** What the try-it panel of one operation would send now. */
export interface PanelForm {
  /** The operation the panel belongs to (a page's operation may change under a component). */
  operation: string
  /** What the panel's Send builds the request from. */
  form: BuildRequestOptions
  /** Set when `{{name}}` variables were resolved in `form` (environments/useVariables.ts). */
  variables?: {
    /** The names resolved. */
    used: string[]
    /** The environment they came from. */
    environment: string | null
    /** Names left as written: unknown, or in a cycle (the panel does not send them). */
    unresolved: string[]
  }
}

const KEY: InjectionKey<ShallowRef<PanelForm | undefined>> = Symbol('vitepress-api-docs:panel-form')

/** Starts the panel form of an operation for the components below. */
export function providePanelForm(): ShallowRef<PanelForm | undefined> {
  const state = shallowRef<PanelForm | undefined>()
  provide(KEY, state)
  return state
}

/** The panel form of the nearest operation (a component on its own gets its own). */
export function usePanelForm(): ShallowRef<PanelForm | undefined> {
  return inject(KEY, () => shallowRef<PanelForm | undefined>(), true)
}
