import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'

interface Request {
  blob: string
  resolve: (bytes: Buffer) => void
  reject: (error: Error) => void
}

/**
 * One long-running `git cat-file --batch`: reads blobs one after the other without a process
 * each. Reads may be asked for ahead: git then reads the next blob while the caller works on
 * the one before, on the other core.
 */
export class BlobReader {
  /** How many blob bodies were read: a cache that works keeps this at zero. */
  bodiesRead = 0
  private readonly process: ChildProcessWithoutNullStreams
  private readonly queue: Request[] = []
  private header: Buffer[] = []
  private body: Buffer | undefined
  private filled = 0
  private failed: Error | undefined
  // Buffers given back by `release`: a blob of 13 MB allocated afresh each time makes V8 collect
  // garbage over and over (it counts the memory outside its heap), reused ones do not.
  private readonly spare: Buffer[] = []

  constructor(root: string) {
    this.process = spawn('git', ['cat-file', '--batch'], { cwd: root })
    this.process.stdout.on('data', (chunk: Buffer) => this.take(chunk))
    const fail = (error: Error) => {
      this.failed ??= error
      for (const request of this.queue.splice(0)) request.reject(this.failed)
    }
    this.process.on('error', fail)
    this.process.on('exit', () => fail(new Error('git cat-file ended')))
    this.process.stdin.on('error', fail)
  }

  /** The bytes of one blob. */
  read(blob: string): Promise<Buffer> {
    if (this.failed) return Promise.reject(this.failed)
    return new Promise((resolve, reject) => {
      this.queue.push({ blob, resolve, reject })
      this.process.stdin.write(`${blob}\n`)
    })
  }

  /** Gives back the bytes of a blob that are no longer used, for a later read to fill. */
  release(bytes: Buffer): void {
    if (this.spare.length < 4) this.spare.push(bytes)
  }

  /** Ends the git process. */
  close(): void {
    this.process.stdin.end()
  }

  private allocate(size: number): Buffer {
    const i = this.spare.findIndex((buffer) => buffer.buffer.byteLength - buffer.byteOffset >= size)
    // Room to spare: the next versions of a file are usually a little longer.
    if (i < 0) return Buffer.allocUnsafe(Math.ceil(size * 1.1)).subarray(0, size)
    const [buffer] = this.spare.splice(i, 1)
    return Buffer.from(buffer!.buffer, buffer!.byteOffset, size)
  }

  private take(chunk: Buffer): void {
    let at = 0
    while (at < chunk.length) {
      const request = this.queue[0]
      if (!request) return
      if (!this.body) {
        const newline = chunk.indexOf(10, at)
        if (newline < 0) {
          this.header.push(chunk.subarray(at))
          return
        }
        this.header.push(chunk.subarray(at, newline))
        at = newline + 1
        const [, type, size] = Buffer.concat(this.header).toString('utf8').split(' ')
        this.header = []
        if (type !== 'blob') {
          this.queue.shift()
          request.reject(new Error(`git cat-file: ${request.blob} is ${type ?? 'missing'}`))
          continue
        }
        // One buffer of the blob's size, filled as chunks come: no joining of chunks.
        this.body = this.allocate(Number(size))
        this.filled = 0
      }
      const body = this.body
      if (this.filled < body.length) {
        const copied = chunk.copy(body, this.filled, at)
        this.filled += copied
        at += copied
      }
      // Each blob ends with a newline of its own.
      if (this.filled === body.length && at < chunk.length) {
        at++
        this.body = undefined
        this.queue.shift()
        this.bodiesRead++
        request.resolve(body)
      }
    }
  }
}
