import { Worker } from 'node:worker_threads'
import type { RenderContext } from './entry-hook'
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
}

/**
 * Render threads for a build's pages: each page goes to the thread with the fewest pages in hand.
 * The threads start with the first page, and keep the process alive only while they render.
 */
export class RenderPool {
  private threads: Thread[] = []
  private lastId = 0
  private broken: Error | undefined

  /** `file` is the worker's module (worker.ts, built); `size` threads are started. */
  constructor(
    private readonly file: URL,
    private readonly size: number,
    private readonly input: WorkerInput,
  ) {}

  /** VitePress's render of the page at `path` (`/graph/users-list`), in a render thread. */
  render(path: string): Promise<RenderContext> {
    if (this.broken) return Promise.reject(this.broken)
    if (!this.threads.length) this.threads = Array.from({ length: this.size }, () => this.start())
    const thread = this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
    const id = ++this.lastId
    return new Promise((resolve, reject) => {
      if (!thread.pending.size) thread.worker.ref()
      thread.pending.set(id, { path, resolve, reject })
      thread.worker.postMessage({ id, path })
    })
  }

  /** Stops the threads (the build has rendered its pages). */
  async close(): Promise<void> {
    const threads = this.threads
    this.threads = []
    await Promise.all(threads.map(({ worker }) => worker.terminate()))
  }

  private start(): Thread {
    const worker = new Worker(this.file, { workerData: this.input })
    const thread: Thread = { worker, pending: new Map() }
    worker.unref()
    worker.on('message', (reply: RenderReply) => {
      const pending = thread.pending.get(reply.id)
      if (!pending) return
      thread.pending.delete(reply.id)
      if (!thread.pending.size) worker.unref()
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
