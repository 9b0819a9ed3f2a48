// The Paste cURL panel's reader (parseCurl and the mapping onto the form), loaded when the panel
// first opens. The package build points this import() at a self-contained copy,
// dist/lazy/curl-reader.js (build/lazy-bundle.ts): parseCurl is also exported from the main
// entry, and esbuild with code splitting loads up front any module both reach (issue 6).
import type { readCurlPaste } from './curlPaste'

let loading: Promise<typeof readCurlPaste> | undefined

/** The cURL reader, loaded once per page; a failed load is retried on the next call. */
export function loadCurlReader(): Promise<typeof readCurlPaste> {
  loading ??= import('./curlPaste').then(
    (module) => module.readCurlPaste,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
