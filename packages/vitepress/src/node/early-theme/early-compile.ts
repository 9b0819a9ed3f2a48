import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { ThemeModule, ThemeStyles } from '../theme-module'
import type { VueOptions } from '../theme-sfc'
import type { EarlyCompileInput, EarlyCompileReply, EarlyCompileRequest } from './messages'
import { optionsKey, plainVueOptions, type PlainVueOptions } from './options'

// On a cold start of `vitepress dev`, Vite's optimizer compiles the default theme's SFCs into its
// pre-bundle (../plugins/default-theme.ts) one after another on the main thread, while the
// browser's first requests wait for it: about half a second of this machine's CPU, after the
// server starts. A thread started when the config is read (about half a second before that,
// while VitePress loads its Markdown renderer) does the same work on the other core, so the
// optimizer finds some of its modules ready. The thread works from the end of the list, the
// optimizer (asking for files in about the order of the list) from its start, each skipping what
// the other has done. What the thread compiled is used only where the compile would have been
// the same: the same options, the same compiler, and the same answers from the site's
// `isCustomElement`; anything else is compiled on the main thread as before.

/** The theme's `.vue` files, those its entry reaches first at the front. */
export function themeFilesInImportOrder(themeDir: string, entry: string): string[] {
  const order: string[] = []
  const seen = new Set<string>()
  const visit = [entry]
  while (visit.length) {
    const file = visit.shift()!
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    if (file.endsWith('.vue')) order.push(file)
    for (const [, specifier] of source.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      const target = join(dirname(file), specifier!)
      const resolved = /\.(vue|js)$/.test(target) ? target : `${target}.js`
      if (!resolved.startsWith(themeDir) || seen.has(resolved)) continue
      seen.add(resolved)
      visit.push(resolved)
    }
  }
  return order
}

/** What a compile reads of plugin-vue's options, as the site's Vite resolves them. */
export type SiteVueOptions = PlainVueOptions & { compiler?: VueOptions['compiler'] }

/** The default theme's SFCs, compiled in a worker thread ahead of Vite's optimizer. */
export class EarlyThemeCompile {
  private readonly replies = new Map<string, EarlyCompileReply>()
  private readonly taken = new Set<string>()
  private readonly worker: Worker
  private readonly key: string
  /** Settles once the thread has ended, whether it compiled everything or failed. */
  readonly finished: Promise<void>

  /**
   * Starts compiling `files` with `options` in a thread running `workerFile` (worker.ts, built),
   * or returns undefined where those options cannot be sent to a thread.
   */
  static start(
    workerFile: URL,
    files: string[],
    options: PlainVueOptions,
    styles: ThemeStyles,
  ): EarlyThemeCompile | undefined {
    const plain = plainVueOptions(options)
    if (!plain) return undefined
    let compiler: string
    try {
      // Where plugin-vue finds it (`resolveCompiler` in its source).
      compiler = createRequire(join(plain.root, 'package.json')).resolve('vue/compiler-sfc')
    } catch {
      return undefined
    }
    return new EarlyThemeCompile(workerFile, { files, options: plain, compiler, styles })
  }

  private constructor(workerFile: URL, input: EarlyCompileInput) {
    this.key = optionsKey(input.options)
    this.worker = new Worker(workerFile, { workerData: input })
    // Never what keeps `vitepress dev` from exiting.
    this.worker.unref()
    this.worker.on('message', (reply: EarlyCompileReply) => this.replies.set(reply.file, reply))
    this.finished = new Promise((resolve) => {
      this.worker.once('exit', () => resolve())
      this.worker.once('error', () => resolve())
    })
  }

  /** How many files the thread has sent so far. */
  get compiled(): number {
    return this.replies.size
  }

  /**
   * The module compiled for `file`, if the thread has compiled it already, as `options`
   * (plugin-vue's options on the site) would; undefined otherwise, and the caller compiles it:
   * waiting for a thread that a busy machine gives little time would hold the optimizer up.
   * Each file is taken once.
   */
  take(file: string, options: SiteVueOptions): ThemeModule | undefined {
    if (this.taken.has(file)) return undefined
    this.taken.add(file)
    const reply = this.replies.get(file)
    if (!reply) {
      this.worker.postMessage({ skip: file } satisfies EarlyCompileRequest)
      return undefined
    }
    this.replies.delete(file)
    const plain = plainVueOptions(options)
    if (!plain || optionsKey(plain) !== this.key || 'error' in reply) return undefined
    const version = (options.compiler as { version?: string } | undefined)?.version
    if (version !== reply.version) return undefined
    const isCustomElement = options.template?.compilerOptions?.isCustomElement
    if (isCustomElement && reply.tags.some((tag) => isCustomElement(tag))) return undefined
    return reply.module
  }
}
