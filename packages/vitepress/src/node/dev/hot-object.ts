// A virtual module whose default export is an object that the client holds on to (the sidebars'
// loaders, the search index's loader). An importer keeps the object of the version it imported,
// so in dev a new version of the module, after an edit, does not hand out a new object: it puts
// its own contents into the one already out, and tells the client with an event. Vite keeps
// `import.meta.hot.data` from one version of a module to the next.
// https://vite.dev/guide/api-hmr.html#hot-data

/**
 * The code of such a module: `fresh` is the object's expression, `name` its key in the hot data,
 * `event` the event dispatched on `globalThis` when an update filled the object already out.
 */
export function objectModuleUpdatedInPlace(name: string, fresh: string, event: string): string {
  const key = JSON.stringify(name)
  return `const fresh = ${fresh}
const object = import.meta.hot?.data[${key}] ?? fresh
if (object !== fresh) {
  for (const key of Object.keys(object)) delete object[key]
  Object.assign(object, fresh)
  globalThis.dispatchEvent?.(new Event(${JSON.stringify(event)}))
}
if (import.meta.hot) {
  import.meta.hot.data[${key}] = object
  import.meta.hot.accept()
}
export default object`
}
