import { createRequire } from 'node:module'
import type * as Yaml from 'yaml'

// The `yaml` package, loaded the first time a YAML text is read: most descriptions are JSON, and
// loading it cost about 30 ms of every `vitepress dev` start on this machine. `require` keeps the
// callers synchronous (its CommonJS build; only its functions are used, never `instanceof`).
const require = createRequire(import.meta.url)
let loaded: typeof Yaml | undefined

/** The `yaml` package. */
export const yaml = (): typeof Yaml => (loaded ??= require('yaml') as typeof Yaml)
