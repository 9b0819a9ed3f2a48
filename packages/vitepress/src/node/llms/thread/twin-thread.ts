import { Worker } from 'node:worker_threads'
import type { GeneratedPageData } from '../../../shared/page'
import type { TwinLinkFacts } from '../twins'
import type { FlushReply, TwinRequest, TwinThreadInput } from './messages'

// Making a page's twin from its data took Microsoft Graph's build 14 s of the thread that also
// makes each page's data while Rollup waits, with the machine's other cores idle. A worker thread
// makes and writes the twins instead; the build thread only hands each page's data over (a
// structured clone). The thread is told no more than `AHEAD` pages ahead of what it has done, so
// that data waiting for it never piles up in memory: the build thread waits on a counter the two
// share (`Atomics.wait`, which Node allows on its main thread).

/** Pages handed over that the thread has not yet handled, at most. */
const AHEAD = 200
/** How long the build waits for the thread to handle one more page before it gives up, in ms. */
const STALLED_MS = 60_000

/** A worker thread that writes Markdown twins from pages' data. */
export class TwinThread {
  private readonly worker: Worker
  private readonly done: Int32Array
  private sent = 0
  private stopped: Error | undefined

  /** `file`: the worker's module (worker.ts, built); `links`: each spec's, by its name. */
  constructor(file: URL, links: ReadonlyMap<string, TwinLinkFacts>) {
    const done = new SharedArrayBuffer(4)
    this.done = new Int32Array(done)
    const input: TwinThreadInput = { links: Object.fromEntries(links), done }
    this.worker = new Worker(file, { workerData: input })
    // It keeps the process alive only while a flush waits for it: a build that failed ends.
    this.worker.unref()
    this.worker.on('error', (error) => (this.stopped ??= error))
    this.worker.on('exit', (code) => (this.stopped ??= new Error(`it exited with code ${code}`)))
  }

  /** Has the thread write the twin made of `data` into `file` (absolute), the spec's links used. */
  write(file: string, spec: string, data: GeneratedPageData): void {
    this.check()
    const request: TwinRequest = { file, spec, data }
    this.worker.postMessage(request)
    this.sent++
    this.waitUntil(this.sent - AHEAD)
  }

  /** Resolves once every twin asked for is on disk; rejects with the first that failed. */
  async flush(): Promise<void> {
    this.check()
    this.worker.ref()
    const reply = await new Promise<FlushReply>((resolve, reject) => {
      this.worker.once('message', resolve)
      this.worker.once('error', reject)
      this.worker.postMessage({ flush: true })
    }).finally(() => this.worker.unref())
    if (reply.error) throw new Error(`vitepress-api-docs: ${reply.error}`)
  }

  /** Stops the thread. */
  async stop(): Promise<void> {
    this.stopped ??= new Error('it was stopped')
    await this.worker.terminate()
  }

  /** Blocks until the thread has handled `count` pages. */
  private waitUntil(count: number): void {
    let seen = Atomics.load(this.done, 0)
    while (seen < count) {
      if (Atomics.wait(this.done, 0, seen, STALLED_MS) === 'timed-out') {
        if (Atomics.load(this.done, 0) === seen)
          throw new Error(
            `vitepress-api-docs: the Markdown twins' thread handled no page in ${STALLED_MS / 1000} s`,
          )
      }
      seen = Atomics.load(this.done, 0)
    }
  }

  private check(): void {
    if (this.stopped)
      throw new Error(
        `vitepress-api-docs: the Markdown twins' thread stopped: ${this.stopped.message}`,
        {
          cause: this.stopped,
        },
      )
  }
}
