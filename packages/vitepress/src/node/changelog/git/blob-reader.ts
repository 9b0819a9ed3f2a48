import { Worker } from 'node:worker_threads'

interface Request {
  blob: string
  resolve: (bytes: Buffer) => void
  reject: (error: Error) => void
}

/** What the worker posts: one blob's bytes, or why it could not be read. */
type Reply = { blob: string; bytes: ArrayBuffer; size: number } | { blob: string; error: string }

// The worker owns `git cat-file --batch` and drains its output as it comes. Read on the main
// thread, the pipe was drained only between the caller's synchronous steps: while a version of
// GitHub's 13 MB description was summarized, git stood still after 64 KB, so asking for the next
// blob ahead bought nothing, and a cold history spent 4.6 s of its 9.5 s waiting for git. A
// string (`eval`), not a file: it runs the same from the sources under test and from the build.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { spawn } = require('node:child_process')
const git = spawn('git', ['cat-file', '--batch'], { cwd: workerData.root })
const queue = []
const spare = []
let header = []
let body
let filled = 0
let failed
const fail = (error) => {
  failed = failed || error.message
  for (const blob of queue.splice(0)) parentPort.postMessage({ blob, error: failed })
}
git.on('error', fail)
git.on('exit', () => fail(new Error('git cat-file ended')))
git.stdin.on('error', fail)
// Buffers given back: a blob of 13 MB allocated afresh each time makes V8 collect garbage over
// and over (it counts the memory outside its heap); reused ones do not.
const allocate = (size) => {
  const i = spare.findIndex((buffer) => buffer.byteLength >= size)
  // Room to spare: the next versions of a file are usually a little longer.
  return i < 0 ? new ArrayBuffer(Math.max(1, Math.ceil(size * 1.1))) : spare.splice(i, 1)[0]
}
git.stdout.on('data', (chunk) => {
  let at = 0
  while (at < chunk.length) {
    const blob = queue[0]
    if (blob === undefined) return
    if (!body) {
      const newline = chunk.indexOf(10, at)
      if (newline < 0) {
        header.push(chunk.subarray(at))
        return
      }
      header.push(chunk.subarray(at, newline))
      at = newline + 1
      const [, type, size] = Buffer.concat(header).toString('utf8').split(' ')
      header = []
      if (type !== 'blob') {
        queue.shift()
        parentPort.postMessage({ blob, error: 'git cat-file: ' + blob + ' is ' + (type || 'missing') })
        continue
      }
      // One buffer of the blob's size, filled as chunks come: no joining of chunks.
      body = Buffer.from(allocate(Number(size)), 0, Number(size))
      filled = 0
    }
    if (filled < body.length) {
      const copied = chunk.copy(body, filled, at)
      filled += copied
      at += copied
    }
    // Each blob ends with a newline of its own.
    if (filled === body.length && at < chunk.length) {
      at++
      queue.shift()
      parentPort.postMessage({ blob, bytes: body.buffer, size: body.length }, [body.buffer])
      body = undefined
    }
  }
})
parentPort.on('message', (message) => {
  if (message.read) {
    if (failed) return parentPort.postMessage({ blob: message.read, error: failed })
    queue.push(message.read)
    git.stdin.write(message.read + '\\n')
  } else if (message.release) {
    if (spare.length < 4) spare.push(message.release)
  } else if (message.close) {
    git.stdin.end()
    parentPort.close()
  }
})
`

/**
 * One long-running `git cat-file --batch`, read in a worker thread: blobs come one after the other
 * without a process each, and git reads the next blob asked for ahead while the caller works on
 * the one before, on the other core.
 */
export class BlobReader {
  /** How many blob bodies were read: a cache that works keeps this at zero. */
  bodiesRead = 0
  private readonly worker: Worker
  private readonly queue: Request[] = []
  private failed: Error | undefined

  constructor(root: string) {
    this.worker = new Worker(WORKER, { eval: true, workerData: { root } })
    this.worker.on('message', (reply: Reply) => this.take(reply))
    this.worker.on('error', (error) => this.fail(error))
  }

  /** The bytes of one blob. */
  read(blob: string): Promise<Buffer> {
    if (this.failed) return Promise.reject(this.failed)
    return new Promise((resolve, reject) => {
      this.queue.push({ blob, resolve, reject })
      this.worker.postMessage({ read: blob })
    })
  }

  /**
   * Gives back the bytes of a blob that are no longer used, for a later read to fill. They move
   * to the worker: `bytes` is empty afterwards.
   */
  release(bytes: Buffer): void {
    const buffer = bytes.buffer
    // Only a buffer of its own can move; a slice of Node's shared pool cannot.
    if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && buffer.byteLength > 4096)
      this.worker.postMessage({ release: buffer }, [buffer])
  }

  /** Ends the git process and the worker. */
  close(): void {
    this.worker.postMessage({ close: true })
  }

  private take(reply: Reply): void {
    const request = this.queue.shift()
    if (!request) return
    if ('error' in reply) {
      request.reject(new Error(reply.error))
      return
    }
    this.bodiesRead++
    request.resolve(Buffer.from(reply.bytes, 0, reply.size))
  }

  private fail(error: Error): void {
    this.failed ??= error
    for (const request of this.queue.splice(0)) request.reject(this.failed)
  }
}
