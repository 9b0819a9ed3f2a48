// vue-api-playground: the public surface. Everything exported here is public API
// (package.test.ts snapshots the names).
import './styles/theme.css'

export { default as VueApiPlayground } from './components/VueApiPlayground/VueApiPlayground.vue'
export { default as ApiRequest } from './components/ApiRequest/ApiRequest.vue'
export { default as ApiResponse } from './components/ApiResponse/ApiResponse.vue'
export { default as MethodBadge } from './components/MethodBadge/MethodBadge.vue'
export { VueApiPlaygroundPlugin, VueApiPlaygroundPlugin as default } from './plugin'
export { useApiRequest } from './composables/useApiRequest'
export type { UseApiRequestReturn } from './composables/useApiRequest'
export type { ApiRequestProps, SendButtonSlotProps } from './components/ApiRequest/types'
export type { VueApiPlaygroundProps } from './components/VueApiPlayground/types'

export { buildRequest } from './core/request'
export { toCurl, parseCurl } from './core/curl'
export { formatSize } from './core/format'
export { createEventStreamParser } from './core/sse'
export type * from './core/types'
