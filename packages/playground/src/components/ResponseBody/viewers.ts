// The body viewers only some responses need, loaded on demand (defined once, so a chunk loads
// once per page), with a placeholder while the chunk loads.
import { h } from 'vue'
import { useMessages } from '../../i18n/useMessages'
import { onDemand } from '../onDemand'

// A functional component: inject() reads the messages in force where it renders.
const note = (key: 'loading' | 'cannotShowBody') => () =>
  h('p', { class: 'vap-muted' }, useMessages().value[key])
const placeholders = {
  loadingComponent: note('loading'),
  errorComponent: note('cannotShowBody'),
}

const largeBody = onDemand(() => import('./large/LargeBody.vue'), placeholders)
const eventList = onDemand(() => import('./EventList.vue'), placeholders)

/** Large JSON or text: re-indented in slices, virtualised. */
export const LargeBody = largeBody.component
/** The events of a text/event-stream body as they arrive. */
export const EventList = eventList.component
export const ImagePreview = onDemand(
  () => import('./binary/ImagePreview.vue'),
  placeholders,
).component
export const BinaryDownload = onDemand(
  () => import('./binary/BinaryDownload.vue'),
  placeholders,
).component

/**
 * Loads the viewers of large bodies and event streams ahead (when the page is idle, and again as
 * a request starts, which costs nothing once loaded): a large or streamed body then shows from
 * its first chunk, without waiting for a chunk to load.
 */
export function preloadViewers(): void {
  // A failure shows when the viewer renders (its error placeholder); nothing to report here.
  largeBody.preload().catch(() => {})
  eventList.preload().catch(() => {})
}
