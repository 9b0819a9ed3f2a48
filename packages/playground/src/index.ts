// vue-api-playground: the public surface. Everything exported here is public API
// (package.test.ts snapshots the names).
import './styles/theme.css'

export { default as VueApiPlayground } from './components/VueApiPlayground/VueApiPlayground.vue'
export { default as ApiRequest } from './components/ApiRequest/ApiRequest.vue'
export { default as ApiResponse } from './components/ApiResponse/ApiResponse.vue'
export { default as MethodBadge } from './components/MethodBadge/MethodBadge.vue'
export { VueApiPlaygroundPlugin, VueApiPlaygroundPlugin as default } from './plugin'
export type { VueApiPlaygroundOptions } from './plugin'
export { playgroundMessagesKey, useMessages } from './i18n/useMessages'
export type { PartialMessages, PlaygroundMessages } from './i18n/en'
export { useApiRequest } from './composables/useApiRequest'
export { toApiResponseProps } from './components/ApiResponse/responseProps'
// The forms' request builder, loaded on demand (dist/lazy/request-builder.js): an app that builds
// requests outside a form (code samples) shares the one copy instead of bundling buildRequest.
export { loadRequestBuilder } from './components/ApiRequest/builder/loadBuilder'
export type { RequestBuilder } from './components/ApiRequest/builder/loadBuilder'
export type { UseApiRequestReturn } from './composables/useApiRequest'
export type { ApiRequestProps, SendButtonSlotProps } from './components/ApiRequest/types'
export type { VueApiPlaygroundProps } from './components/VueApiPlayground/types'

export type { ApiResponseProps, ApiResponseRequest } from './components/ApiResponse/types'

// The core pieces the components are built from. The cURL reader (parseCurl, about 8 KB
// gzipped) is a module of its own: tree-shaking leaves it out of apps that do not import it. The
// Paste cURL panel loads a copy of its own on demand (dist/lazy/curl-reader.js, see
// build/lazy-bundle.ts), never this module: esbuild's code splitting would load it up front.
// It is also in `vue-api-playground/curl` and `/core`.
export { buildRequest } from './core/request/request'
export { toCurl } from './core/curl/to-curl'
export { parseCurl } from './core/curl/parse-curl'
export { formatSize } from './core/format'
// The snippet languages alone (also in `/snippets`, with the writers): a menu of them, rendered
// up front, then does not bring the writers into an app's first chunk with it.
export { SNIPPET_LANGUAGES } from './core/snippets/languages'
export type * from './core/types'
