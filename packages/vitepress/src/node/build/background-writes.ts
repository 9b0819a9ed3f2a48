import { writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'

// A build writes two files of its own for each generated page as the browser build makes the
// page's data: the data file and the Markdown twin. Written one after the other on the thread
// that also runs Rollup and makes the next page's data, Microsoft Graph's 85,000 of them took a
// quarter of the time before the render (50 s of 185 s at a load of 7). Node's file system calls
// run in its thread pool when asked without waiting: the writes then go on beside the work. A
// bounded number are under way at a time (tens of thousands at once ran out of file handles,
// EMFILE), and a backlog that grows past its bound is written at once, so that text waiting to
// be written never piles up in memory.

/** Writes files in the background, a few at a time; `flush` waits for them and reports a failure. */
export class BackgroundWrites {
  private running = 0
  private readonly waiting: [file: string, text: string][] = []
  private failure: Error | undefined
  private readonly whenIdle: (() => void)[] = []

  /** `limit` writes under way at once; past `backlog` waiting, a write is made at once. */
  constructor(
    private readonly limit = 16,
    private readonly backlog = 1000,
  ) {}

  /** Writes `text` into `file` (in a folder that exists), now or soon; throws a failure seen so far. */
  write(file: string, text: string): void {
    if (this.failure) throw this.failure
    if (this.running < this.limit) this.start(file, text)
    else if (this.waiting.length < this.backlog) this.waiting.push([file, text])
    else writeFileSync(file, text)
  }

  /** Resolves once every write asked for so far is done; rejects with the first that failed. */
  async flush(): Promise<void> {
    if (this.running) await new Promise<void>((resolve) => this.whenIdle.push(resolve))
    if (this.failure) throw this.failure
  }

  private start(file: string, text: string): void {
    this.running++
    writeFile(file, text)
      .catch((error: Error) => {
        this.failure ??= new Error(`vitepress-api-docs: writing ${file} failed: ${error.message}`, {
          cause: error,
        })
      })
      .finally(() => {
        this.running--
        const next = this.waiting.shift()
        if (next) this.start(...next)
        else if (!this.running) for (const resolve of this.whenIdle.splice(0)) resolve()
      })
  }
}
