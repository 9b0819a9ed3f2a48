// Components loaded on first render. The loader hands Vue the default export itself: Vue's
// defineAsyncComponent unwraps `default` only from objects marked as modules (`__esModule`, or
// Symbol.toStringTag 'Module'), and esbuild without code splitting (its default, as in Rails'
// jsbundling) turns `import()` into a plain object with neither, so Vue took the whole namespace
// for the component and rendered nothing.
import { defineAsyncComponent, type AsyncComponentOptions, type Component } from 'vue'

/** A component loaded on first render from the module it is the default export of. */
export function onDemand<T extends Component>(
  load: () => Promise<{ default: T }>,
  options?: Omit<AsyncComponentOptions<T>, 'loader'>,
): T {
  return defineAsyncComponent<T>({
    ...options,
    loader: () => load().then((module) => module.default),
  })
}
