import { execFile } from 'node:child_process'
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

/** Where renames found earlier are kept: by commit and path, as `ChangelogCache` does. */
export interface RenameStore {
  rename(commit: string, file: string): string | null | undefined
  setRename(commit: string, file: string, from: string | null): void
}

/** Runs git in `cwd` and gives its output. */
export function git(cwd: string, args: string[]): Promise<string> {
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
export async function fileHistory(
  root: string,
  file: string,
  renames?: RenameStore,
): Promise<FileCommit[]> {
  const commits: FileCommit[] = []
  let path = relative(root, file).replace(/\\/g, '/')
  let from = 'HEAD'
  // `git log --follow` runs rename detection on every commit, which takes seconds on a large
  // file; a plain log per path, and rename detection only where the file appeared, does not.
  for (let hops = 0; hops < 100; hops++) {
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
    let source = renames?.rename(oldest.commit, path)
    if (source === undefined) {
      try {
        source = await renamedFrom(root, oldest.commit, path, oldest.blob)
      } catch {
        return commits
      }
      renames?.setRename(oldest.commit, path, source)
    }
    if (source === null) return commits
    path = source
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

/** One `--raw -z` record of `git diff-tree`. */
interface RawChange {
  oldBlob: string
  status: string
  from: string
  to: string
}

function parseRaw(out: string): RawChange[] {
  const changes: RawChange[] = []
  const fields = out.split('\0')
  for (let i = 0; i < fields.length;) {
    const meta = fields[i++] ?? ''
    if (!meta.startsWith(':')) continue
    const [, , , oldBlob = '', status = ''] = meta.split(' ')
    const from = fields[i++] ?? ''
    // Renames and copies name two paths, the others one.
    const to = /^[RC]/.test(status) ? (fields[i++] ?? '') : from
    changes.push({ oldBlob, status, from, to })
  }
  return changes
}

/**
 * The path `path` was renamed from in `commit`, as `git show -M` pairs them, or null. The
 * commit's deletions are listed first without reading any content: most additions are no
 * rename, and an unchanged move is found by its blob id; only a move with edits makes git
 * compare contents, and then only of the deleted files.
 */
async function renamedFrom(
  root: string,
  commit: string,
  path: string,
  blob: string,
): Promise<string | null> {
  const base = [
    '--literal-pathspecs',
    '-c',
    'core.quotePath=false',
    'diff-tree',
    '--no-commit-id',
    '-r',
    '--raw',
    '-z',
  ]
  const listed = parseRaw(await git(root, [...base, '--no-renames', '--no-abbrev', commit]))
  const deleted = listed.filter((change) => change.status === 'D')
  if (!deleted.length) return null
  const moved = deleted.find((change) => change.oldBlob === blob)
  if (moved) return moved.from
  const paired = parseRaw(
    await git(root, [
      ...base,
      '-M',
      '--no-abbrev',
      commit,
      '--',
      path,
      ...deleted.map((change) => change.from),
    ]),
  )
  return paired.find((change) => change.status.startsWith('R') && change.to === path)?.from ?? null
}
