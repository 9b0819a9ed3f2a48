// What the try-it loads when the reader first reaches a panel (or types a `{{`): the
// environments of the spec and the resolver. Kept out of the operation page's first load.

export { useEnvironments, resetEnvironments } from './store'
export { activeEnvironment, variableMap } from './model'
export { resolveForm } from './resolveForm'
export type { ResolvedForm } from './resolveForm'
// Send rebuilds the request from the resolved form, with the playground's own builder (the copy
// its forms load: useVariables.ts loads it with this module).
