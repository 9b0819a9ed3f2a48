// Components loaded on first render. The loader hands Vue the default export itself: Vue's
// defineAsyncComponent unwraps `default` only from objects marked as modules (`__esModule`, or
// Symbol.toStringTag 'Module'), and esbuild without code splitting (its default, as in Rails'
// jsbundling) turns `import()` into a plain object with neither, so Vue took the whole namespace
// for the component and rendered nothing.
import { defineAsyncComponent, type AsyncComponentOptions, type Component } from 'vue'

/** A component loaded on demand, and the way to load it ahead of its first render. */
export interface OnDemand<T extends Component> {
  /** Renders the component once loaded (the options' placeholder until then). */
  component: T
  /** Loads the component now; once settled, its first render is immediate. */
  preload: () => Promise<T>
}

/**
 * A component loaded on first render from the module it is the default export of. The module is
 * kept once loaded: a later first render gets it from a settled promise, within the same task.
 * (A second `import()` of a loaded module still resolves in a later task, which a page busy
 * reading a large body runs hundreds of milliseconds late: the body waited for it.)
 */
export function onDemand<T extends Component>(
  load: () => Promise<{ default: T }>,
  options?: Omit<AsyncComponentOptions<T>, 'loader'>,
): OnDemand<T> {
  let loading: Promise<T> | undefined
  const preload = (): Promise<T> =>
    (loading ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        // A failed chunk may load on the next try (a flaky network): do not keep the failure.
        loading = undefined
        throw error
      },
    ))
  return { component: defineAsyncComponent<T>({ ...options, loader: preload }), preload }
}
