// The request builder (parameter serialization, bodies, auth), loaded when the reader first
// points at or focuses a form, at the latest at Send, instead of up front: an app showing a
// playground loads about 3.5 KB (gzip) less before its first render. The package build points
// this import() at a self-contained copy, dist/lazy/request-builder.js (build/lazy-bundle.ts):
// buildRequest is also exported from the main entry, and esbuild with code splitting loads up
// front any module both reach.
import { shallowRef } from 'vue'
import type * as Builder from './requestBuilder'

/** The request builder's functions. */
export type RequestBuilder = typeof Builder

/** The request builder once loaded (shared by every form of the page), else undefined. */
export const requestBuilder = shallowRef<RequestBuilder>()

let loading: Promise<RequestBuilder> | undefined

/** Loads the request builder once per page; a failed load is retried on the next call. */
export function loadRequestBuilder(): Promise<RequestBuilder> {
  loading ??= import('./requestBuilder').then(
    (module) => {
      // Not on the server (code samples rendered there load it): a form's HTML then shows what
      // its first render in the browser shows, before the builder loads there (its URL as
      // written), and hydrates without a mismatch.
      if (typeof window !== 'undefined') requestBuilder.value = module
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
