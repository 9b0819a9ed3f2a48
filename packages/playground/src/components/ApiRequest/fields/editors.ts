// The request form's parts only some users open, loaded on first open (defined once, so each
// chunk loads once per page): headers and auth stay collapsed until they hold something, and the
// cURL reader, the largest piece of the library, is opened by few.
import { onDemand } from '../../onDemand'

export const HeadersEditor = onDemand(() => import('./HeadersEditor.vue')).component
export const AuthEditor = onDemand(() => import('./AuthEditor.vue')).component
export const CurlImportPanel = onDemand(() => import('../CurlImportPanel.vue')).component
// Array and object parameters only come from OpenAPI descriptions that have them.
export const StructuredControl = onDemand(() => import('./StructuredControl.vue')).component
