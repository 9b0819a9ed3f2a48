// The response display loads on demand: a page that has not received a response yet (every
// page, on arrival) does not pay for it. Defined once, so the chunk loads once per page.
import { h } from 'vue'
import { useMessages } from '../../i18n/useMessages'
import { onDemand } from '../onDemand'

const view = onDemand(() => import('./ApiResponseView.vue'), {
  errorComponent: () => h('p', { class: 'vap-muted' }, useMessages().value.cannotShowResponse),
})

/** The response display, rendered once loaded (through onDemand, so esbuild's default build works). */
export const ApiResponseView = view.component

/** Loads the response display ahead: its first render is then immediate. */
export const loadApiResponseView = view.preload
