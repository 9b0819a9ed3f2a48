import { Worker } from 'node:worker_threads'
import type { RenderContext } from '../vitepress/render-entry'
import type { RenderReply, WorkerInput } from './messages'
import { receivedContext } from './transfer'

interface Pending {
  path: string
  resolve: (context: RenderContext) => void
  reject: (error: Error) => void
}

interface Thread {
  worker: Worker
  pending: Map<number, Pending>
  /** Pages sent to it so far. */
  sent: number
}

// Node never unloads a module: a thread keeps every page module it imported (some 10 KB a page;
// two threads over Microsoft Graph's 42,561 pages kept 400 MB more than the build's budget
// allowed). So a thread that has been sent this many pages gets no more; once it has answered
// them it stops, and a fresh one takes its place (starting one costs about half a second).
const PAGES_PER_THREAD = 2000

/**
 * Render threads for a build's pages: each page goes to the thread with the fewest pages in hand.
 * The threads start with the first page, and keep the process alive only while they render.
 */
export class RenderPool {
  private threads: Thread[] = []
  private lastId = 0
  /** Threads started so far, retired ones included. */
  started = 0
  private broken: Error | undefined

  /** Threads that have been sent their share of pages, answering their last ones. */
  private retiring = new Set<Thread>()

  /**
   * `file` is the worker's module (worker.ts, built); `size` threads run at a time, each for at
   * most `pagesPerThread` pages.
   */
  constructor(
    private readonly file: URL,
    private readonly size: number,
    private readonly input: WorkerInput,
    private readonly pagesPerThread = PAGES_PER_THREAD,
  ) {}

  /** VitePress's render of the page at `path` (`/graph/users-list`), in a render thread. */
  render(path: string): Promise<RenderContext> {
    if (this.broken) return Promise.reject(this.broken)
    if (!this.threads.length) this.threads = Array.from({ length: this.size }, () => this.start())
    const thread = this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
    const id = ++this.lastId
    const rendered = new Promise<RenderContext>((resolve, reject) => {
      if (!thread.pending.size) thread.worker.ref()
      thread.pending.set(id, { path, resolve, reject })
      thread.worker.postMessage({ id, path })
    })
    if (++thread.sent >= this.pagesPerThread) this.retire(thread)
    return rendered
  }

  private retire(thread: Thread): void {
    this.threads[this.threads.indexOf(thread)] = this.start()
    this.retiring.add(thread)
    if (!thread.pending.size) this.stop(thread)
  }

  private stop(thread: Thread): void {
    this.retiring.delete(thread)
    void thread.worker.terminate()
  }

  /** Stops the threads (the build has rendered its pages). */
  async close(): Promise<void> {
    const threads = [...this.threads, ...this.retiring]
    this.threads = []
    this.retiring.clear()
    await Promise.all(threads.map(({ worker }) => worker.terminate()))
  }

  private start(): Thread {
    const worker = new Worker(this.file, { workerData: this.input })
    const thread: Thread = { worker, pending: new Map(), sent: 0 }
    this.started++
    worker.unref()
    worker.on('message', (reply: RenderReply) => {
      const pending = thread.pending.get(reply.id)
      if (!pending) return
      thread.pending.delete(reply.id)
      if (!thread.pending.size) {
        worker.unref()
        if (this.retiring.has(thread)) this.stop(thread)
      }
      if ('error' in reply) {
        const error = new Error(
          `vitepress-api-docs: rendering ${pending.path} failed: ${reply.error.message}`,
        )
        if (reply.error.stack) error.stack = `${error.message}\n${reply.error.stack}`
        pending.reject(error)
      } else pending.resolve(receivedContext(reply.context, reply.sets))
    })
    const fail = (cause: Error) => {
      this.broken ??= new Error(`vitepress-api-docs: a render thread stopped: ${cause.message}`, {
        cause,
      })
      for (const { reject } of thread.pending.values()) reject(this.broken)
      thread.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (thread.pending.size) fail(new Error(`it exited with code ${code}`))
    })
    return thread
  }
}
