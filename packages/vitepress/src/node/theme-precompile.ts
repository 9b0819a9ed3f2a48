import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PrecompiledTheme, ThemeCompileInput } from './theme-compile'

// On a cold `vitepress dev` the default theme's SFCs are compiled in a worker thread while the
// main thread builds the specs' models, which VitePress's config waits for: on two cores the
// two overlap instead of following each other (about a second and a half each for GitHub's REST
// API on this repository's test machine). The worker runs only when Vite's optimizer is going to
// bundle the theme: once its cache holds the theme, the compile would be wasted.

/** The worker's entry, beside the plugin's bundled node entry (absent when run from sources). */
const WORKER = fileURLToPath(new URL('./theme-compile-worker.js', import.meta.url))

/** Whether Vite's optimizer cache in `cacheDir` already holds every one of `ids`. */
export function optimizerHas(cacheDir: string, ids: string[]): boolean {
  try {
    const metadata = JSON.parse(readFileSync(join(cacheDir, 'deps/_metadata.json'), 'utf8')) as {
      optimized?: Record<string, unknown>
    }
    return ids.every((id) => metadata.optimized?.[id] !== undefined)
  } catch {
    return false
  }
}

/**
 * Starts compiling the theme in a worker thread; resolves to its SFCs, or to undefined where
 * the worker cannot run (options that do not clone, such as functions; sources run directly),
 * and the optimizer compiles in the main thread as it goes.
 */
export function precompileTheme(
  input: ThemeCompileInput,
  workerFile = WORKER,
): Promise<PrecompiledTheme | undefined> {
  if (!existsSync(workerFile)) return Promise.resolve(undefined)
  try {
    structuredClone(input)
  } catch {
    return Promise.resolve(undefined)
  }
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, { workerData: input })
    worker.unref()
    worker.once('message', (theme: PrecompiledTheme) => {
      resolve(theme)
      void worker.terminate()
    })
    // A failure here is reported when the main thread compiles the same file.
    worker.once('error', () => resolve(undefined))
    worker.once('exit', () => resolve(undefined))
  })
}
