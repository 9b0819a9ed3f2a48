// The early compile's thread: compiles the default theme's SFCs one by one from the end of the
// list, skipping those the main thread has compiled meanwhile, and sends each as it is done (see
// ./early-compile.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { compileThemeModule } from '../theme-module'
import type { VueOptions } from '../theme-sfc'
import type { EarlyCompileInput, EarlyCompileReply, EarlyCompileRequest } from './messages'

// This thread only: on Linux, `setpriority` of "process" 0 is the calling thread. Niced, it runs
// on a core that the server's main thread and the browser leave idle, and never slows them; what
// it has not compiled in time, the main thread compiles itself.
try {
  setPriority(19)
} catch {
  // Not allowed here; it runs at the usual priority.
}

const { files, options, compiler: compilerFile, styles } = workerData as EarlyCompileInput
const compiler = createRequire(import.meta.url)(compilerFile) as VueOptions['compiler'] & {
  version: string
}
const asked = new Set<string>()
const vue: VueOptions = {
  ...options,
  compiler,
  template: {
    ...options.template,
    compilerOptions: {
      ...options.template?.compilerOptions,
      isCustomElement: (tag: string) => {
        asked.add(tag)
        return false
      },
    },
  },
}

const queue = [...files].reverse()
parentPort!.on('message', ({ skip }: EarlyCompileRequest) => {
  const at = queue.indexOf(skip)
  if (at >= 0) queue.splice(at, 1)
})

function compile(file: string): EarlyCompileReply {
  asked.clear()
  const base = { file, version: compiler.version }
  try {
    const module = compileThemeModule(file, readFileSync(file, 'utf8'), vue, styles)
    return { ...base, tags: [...asked], module }
  } catch (error) {
    return { ...base, tags: [...asked], error: String(error) }
  }
}

// One file a turn, so that the files to skip are read in between.
function step(): void {
  const file = queue.shift()
  if (file === undefined) return parentPort!.unref()
  parentPort!.postMessage(compile(file))
  setImmediate(step)
}
step()
