import type { ThemeModule, ThemeStyles } from '../theme-module'
import type { PlainVueOptions } from './options'

/** What the early compile's thread is started with. */
export interface EarlyCompileInput {
  /** The theme's `.vue` files, in the order the optimizer asks for them (the thread starts at the end). */
  files: string[]
  options: PlainVueOptions
  /** The file of `vue/compiler-sfc` that plugin-vue loads for the site. */
  compiler: string
  styles: ThemeStyles
}

/** Sent to the thread: this file is compiled elsewhere, skip it. */
export interface EarlyCompileRequest {
  skip: string
}

/** One file compiled by the thread, or the error that stopped it. */
export type EarlyCompileReply = {
  file: string
  /** The compiler's version, which the site's plugin-vue must also run. */
  version: string
  /** The tags the compile asked `isCustomElement` about (the thread answered no to each). */
  tags: string[]
} & ({ module: ThemeModule } | { error: string })
