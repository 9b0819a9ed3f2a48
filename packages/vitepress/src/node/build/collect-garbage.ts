// Full garbage collections at points of the build where much has just become garbage: once the
// bundles are written, and as the rendered pages pile up (render-collections.ts). Node runs `vitepress build` with the
// heap limit it was given (4 GB is common for a large site), and V8 lets a heap grow to a few
// times its live data before collecting it whole: building GitHub's 2,193 pages peaked at 1.7 GB
// of memory, 1.5 GB in the build process as rendering began (1.1 GB after a full collection).
// With the collections the peak is 1.3 GB, for about 1 s more wall time. Jest exposes `gc` the
// same way to look for leaks.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let gc: (() => void) | null | undefined

/** Runs a full collection; does nothing where `gc` cannot be exposed. */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc')
      gc = runInNewContext('gc') as () => void
    } catch {
      gc = null
    }
  }
  gc?.()
}
