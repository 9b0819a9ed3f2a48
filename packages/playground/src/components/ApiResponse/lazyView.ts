// The response display loads on demand: a page that has not received a response yet (every
// page, on arrival) does not pay for it. Defined once, so the chunk loads once per page.
import { h } from 'vue'
import { onDemand } from '../onDemand'

/** Loads the response display; call early to have it ready (it resolves at once after that). */
export const loadApiResponseView = () => import('./ApiResponseView.vue')

/** The response display, rendered once loaded (through onDemand, so esbuild's default build works). */
export const ApiResponseView = onDemand(loadApiResponseView, {
  errorComponent: () => h('p', { class: 'vap-muted' }, 'The response cannot be shown here.'),
})
