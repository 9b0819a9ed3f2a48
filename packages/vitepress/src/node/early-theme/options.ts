import type { VueOptions } from '../theme-sfc'

// What a compile of the theme reads of plugin-vue's options (see ../theme-sfc.ts), as plain data
// that a worker thread can be sent and that says by its text whether two compiles are the same.
// `template.compilerOptions.isCustomElement` is the one function VitePress itself puts there
// (for `markdown.math`, or the site's own): it is left out, and the thread records the tags it
// was asked about, to be asked again of the real one (./early-compile.ts). Any other function
// (a node transform, say) cannot cross to a thread: such options get no early compile.

/** The options a theme compile reads, without the compiler and `isCustomElement`. */
export type PlainVueOptions = Omit<VueOptions, 'compiler'>

/** Whether a value is data that survives a structured clone and JSON unchanged. */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value as object).every(isPlainData)
}

/** The plain part of plugin-vue's options, or undefined if some of it is not plain data. */
export function plainVueOptions(options: PlainVueOptions): PlainVueOptions | undefined {
  const compilerOptions = { ...options.template?.compilerOptions }
  delete compilerOptions.isCustomElement
  const plain: PlainVueOptions = {
    root: options.root,
    isProduction: Boolean(options.isProduction),
    script: options.script,
    style: options.style,
    template: { ...options.template, compilerOptions },
    features: options.features,
  }
  return isPlainData(plain) ? plain : undefined
}

/** A text that is the same for two sets of plain options exactly when they compile the same. */
export const optionsKey = (options: PlainVueOptions): string => JSON.stringify(options)
