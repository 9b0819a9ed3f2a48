import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { dirname, relative } from 'node:path'

/** One commit that changed a file, as `git log --follow` lists it. */
export interface FileCommit {
  commit: string
  /** Committer time, seconds since the epoch. */
  date: number
  subject: string
  /** The file's path at that commit, relative to the repository's top. */
  file: string
  /** The file's blob id after the commit. */
  blob: string
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    )
  })
}

/** The repository's top folder, or undefined outside git (or without git installed). */
export async function repositoryRoot(file: string): Promise<string | undefined> {
  try {
    return (await git(dirname(file), ['rev-parse', '--show-toplevel'])).trim()
  } catch {
    return undefined
  }
}

/**
 * The commits that changed `file`, newest first, following renames; with each, the file's path
 * and blob id at that commit. Commits that deleted the file are left out.
 */
export async function fileHistory(root: string, file: string): Promise<FileCommit[]> {
  const commits: FileCommit[] = []
  let path = relative(root, file).replace(/\\/g, '/')
  let from = 'HEAD'
  // `git log --follow` runs rename detection on every commit, which takes seconds on a large
  // file; a plain log per path, and rename detection only where the file appeared, does not.
  for (let renames = 0; renames < 100; renames++) {
    let out: string
    try {
      out = await git(root, [...LOG, from, '--', path])
    } catch {
      return commits
    }
    const found = parseLog(out, path)
    commits.push(...found)
    const oldest = found.at(-1)
    if (!oldest || !oldest.added) return commits
    let show: string
    try {
      show = await git(root, ['show', '-M', '--raw', '--no-abbrev', '--format=', oldest.commit])
    } catch {
      return commits
    }
    const rename = show
      .split('\n')
      .map((line) => line.split('\t'))
      .find(([meta = '', , to]) => /\sR\d*$/.test(meta) && to === path)
    if (!rename) return commits
    path = rename[1]!
    from = `${oldest.commit}^`
  }
  return commits
}

const LOG = [
  '-c',
  'core.quotePath=false',
  'log',
  '--no-merges',
  '--no-renames',
  '--raw',
  '--no-abbrev',
  '--format=%x1e%H%x1f%ct%x1f%s',
]

function parseLog(out: string, path: string): (FileCommit & { added: boolean })[] {
  const commits: (FileCommit & { added: boolean })[] = []
  for (const record of out.split('\x1e')) {
    if (!record.trim()) continue
    const [header = '', ...lines] = record.split('\n')
    const [commit = '', date = '0', subject = ''] = header.split('\x1f')
    // `:100644 100644 <old blob> <new blob> M\tpath`
    const raw = lines.find((line) => line.startsWith(':'))
    if (!raw) continue
    const fields = (raw.split('\t')[0] ?? '').split(' ')
    const status = fields[4] ?? ''
    const blob = fields[3] ?? ''
    if (status.startsWith('D') || /^0+$/.test(blob)) continue
    commits.push({ commit, date: Number(date), subject, file: path, blob, added: status === 'A' })
  }
  return commits
}

/** One long-running `git cat-file --batch`: reads blobs one after the other without a process each. */
export class BlobReader {
  private readonly process: ChildProcessWithoutNullStreams
  private buffered: Buffer[] = []
  private size = 0
  private waiting: (() => void) | undefined
  private failed: Error | undefined

  constructor(root: string) {
    this.process = spawn('git', ['cat-file', '--batch'], { cwd: root })
    this.process.stdout.on('data', (chunk: Buffer) => {
      this.buffered.push(chunk)
      this.size += chunk.length
      this.waiting?.()
    })
    const fail = (error: Error) => {
      this.failed = error
      this.waiting?.()
    }
    this.process.on('error', fail)
    this.process.on('exit', () => fail(new Error('git cat-file ended')))
    this.process.stdin.on('error', fail)
  }

  /** The content of one blob, as text. */
  async read(blob: string): Promise<string> {
    this.process.stdin.write(`${blob}\n`)
    let header: Buffer | undefined
    for (;;) {
      const newline = this.buffered.length ? this.joined().indexOf(10) : -1
      if (newline >= 0) {
        header = this.consume(newline + 1)
        break
      }
      await this.more()
    }
    const [, type, length] = header.toString('utf8').trim().split(' ')
    if (type !== 'blob') throw new Error(`git cat-file: ${blob} is ${type ?? 'missing'}`)
    const size = Number(length)
    // Chunks are joined once the whole blob is there: joining on every chunk is quadratic.
    while (this.size < size + 1) await this.more()
    this.joined()
    return this.consume(size + 1).toString('utf8', 0, size)
  }

  /** Ends the git process. */
  close(): void {
    this.process.stdin.end()
  }

  private joined(): Buffer {
    if (this.buffered.length > 1) this.buffered = [Buffer.concat(this.buffered, this.size)]
    return this.buffered[0]!
  }

  private consume(length: number): Buffer {
    const data = this.joined()
    const rest = data.subarray(length)
    this.buffered = rest.length ? [rest] : []
    this.size = rest.length
    return data.subarray(0, length)
  }

  private async more(): Promise<void> {
    if (this.failed) throw this.failed
    await new Promise<void>((resolve) => (this.waiting = resolve))
    this.waiting = undefined
  }
}
