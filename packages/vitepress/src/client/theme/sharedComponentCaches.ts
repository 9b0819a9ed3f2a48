import type { App } from 'vue'

// VitePress's server render makes a new app for every page (its `createApp` in
// client/app/index.ts), and Vue keeps what it works out once per component in the app's context:
// its normalized props, emits and merged options (`propsCache`, `emitsCache` and `optionsCache`
// in runtime-core's apiCreateApp.ts, filled by componentProps.ts, componentEmits.ts and
// componentOptions.ts). So each of Microsoft Graph's 42,561 pages worked out the props of every
// component it shows again. The three depend only on the component and the app's global mixins,
// which are the same for every page a process renders, so the server render shares them. Vue
// does not type these fields (they are internal), hence the cast.

/** The part of Vue's app context that caches what it works out per component. */
interface ComponentCaches {
  propsCache: WeakMap<object, unknown>
  emitsCache: WeakMap<object, unknown>
  optionsCache: WeakMap<object, unknown>
}

const shared: ComponentCaches = {
  propsCache: new WeakMap(),
  emitsCache: new WeakMap(),
  optionsCache: new WeakMap(),
}

/** In the server render, has `app` share Vue's per-component caches with the pages before it. */
export function shareComponentCaches(app: App): void {
  const context = app._context as unknown as Partial<ComponentCaches>
  // Only a Vue that keeps them there: another shape is left alone.
  if (!(context.propsCache instanceof WeakMap) || app._context.mixins.length) return
  Object.assign(context, shared)
}
