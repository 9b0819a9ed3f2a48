// The body viewers only some responses need, loaded on demand (defined once, so a chunk loads
// once per page), with a placeholder while the chunk loads.
import { h } from 'vue'
import { onDemand } from '../onDemand'

const note = (text: string) => () => h('p', { class: 'vap-muted' }, text)
const placeholders = {
  loadingComponent: note('Loading…'),
  errorComponent: note('This body cannot be shown here.'),
}

/** Large JSON or text: re-indented in slices, virtualised. */
export const LargeBody = onDemand(() => import('./LargeBody.vue'), placeholders)
export const ImagePreview = onDemand(() => import('./ImagePreview.vue'), placeholders)
export const BinaryDownload = onDemand(() => import('./BinaryDownload.vue'), placeholders)
export const EventList = onDemand(() => import('./EventList.vue'), placeholders)
