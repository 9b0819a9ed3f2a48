// The body viewers only some responses need, loaded on demand (defined once, so a chunk loads
// once per page), with a placeholder while the chunk loads.
import { defineAsyncComponent, h, type Component } from 'vue'

const note = (text: string) => () => h('p', { class: 'vap-muted' }, text)
const lazy = (loader: () => Promise<Component>) =>
  defineAsyncComponent({
    loader,
    loadingComponent: note('Loading…'),
    errorComponent: note('This body cannot be shown here.'),
  })

/** Large JSON or text: re-indented in slices, virtualised. */
export const LargeBody = lazy(() => import('./LargeBody.vue'))
export const ImagePreview = lazy(() => import('./ImagePreview.vue'))
export const BinaryDownload = lazy(() => import('./BinaryDownload.vue'))
export const EventList = lazy(() => import('./EventList.vue'))
