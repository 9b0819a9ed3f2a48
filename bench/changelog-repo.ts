import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scanJsonObject, type JsonEntry } from '../packages/vitepress/src/node/changelog/scan'

/** Deterministic pseudo-random numbers: the same 200 commits on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
}

/**
 * The description split where the commits edit it: path items and component schemas as
 * separate pieces, so that each version is a few string edits and one join, not a parse.
 */
class EditableSpec {
  private readonly head: string
  private readonly middle: string
  private readonly tail: string
  readonly paths: [string, string][]
  readonly schemas: [string, string][]

  constructor(text: string) {
    // The scanner gives byte offsets: the description holds a few non-ASCII characters.
    const bytes = Buffer.from(text)
    const slice = (from: Buffer, entry: { start: number; end: number }) =>
      from.toString('utf8', entry.start, entry.end)
    const top = scanJsonObject(bytes, (keys) =>
      keys.length === 1 ? keys[0] === 'paths' || keys[0] === 'components' : false,
    )
    const paths = top.find((entry) => entry.key === 'paths')!
    const schemas = top
      .find((entry) => entry.key === 'components')!
      .children!.find((entry) => entry.key === 'schemas')!
    if (paths.end > schemas.start) throw new Error('expected paths before components')
    const pieces = (entry: JsonEntry) => {
      const value = bytes.subarray(entry.start, entry.end)
      return scanJsonObject(value, () => false).map(
        (child) => [child.key, slice(value, child)] as [string, string],
      )
    }
    this.head = bytes.toString('utf8', 0, paths.start)
    this.middle = bytes.toString('utf8', paths.end, schemas.start)
    this.tail = bytes.toString('utf8', schemas.end)
    this.paths = pieces(paths)
    this.schemas = pieces(schemas)
  }

  text(version: string): string {
    const join = (entries: [string, string][]) =>
      `{\n${entries.map(([key, value]) => `    ${JSON.stringify(key)}: ${value}`).join(',\n')}\n  }`
    return (
      this.head.replace(/"version": "[^"]*"/, `"version": ${JSON.stringify(version)}`) +
      join(this.paths) +
      this.middle +
      join(this.schemas) +
      this.tail
    )
  }
}

/** One realistic commit: a few operations, parameters and schema properties edited. */
function edit(spec: EditableSpec, next: () => number, commit: number): void {
  const pick = <T>(list: T[]) => Math.floor(next() * list.length)
  for (let change = 0; change < 3; change++) {
    const kind = Math.floor(next() * 5)
    if (kind === 0) {
      const [path, item] = spec.paths[pick(spec.paths)]!
      spec.paths.push([`${path}/bench-${commit}-${change}`, item])
    } else if (kind === 1 && spec.paths.length > 100) {
      spec.paths.splice(pick(spec.paths), 1)
    } else if (kind === 2) {
      const i = pick(spec.paths)
      spec.paths[i]![1] = spec.paths[i]![1].replace('"required": false', '"required": true')
    } else if (kind === 3) {
      const i = pick(spec.schemas)
      spec.schemas[i]![1] = spec.schemas[i]![1].replace(
        '"properties": {',
        `"properties": {\n"bench_${commit}": { "type": "string" },`,
      )
    } else {
      const i = pick(spec.schemas)
      spec.schemas[i]![1] = spec.schemas[i]![1].replace('"type": "integer"', '"type": "string"')
    }
  }
}

/**
 * A git repository with `count` commits of the GitHub REST description, renamed halfway, made
 * with one `git fast-import` (no checkouts). Reused while `source` and `count` are the same.
 */
export async function changelogRepo(dir: string, source: string, count: number): Promise<string> {
  const marker = join(dir, `.bench-${count}`)
  if (existsSync(marker)) return join(dir, 'specs/github.json')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  await run(dir, ['init', '-q', '-b', 'main'])
  const spec = new EditableSpec(readFileSync(source, 'utf8'))
  const next = random(42)
  const git = spawn('git', ['fast-import', '--quiet'], {
    cwd: dir,
    stdio: ['pipe', 'inherit', 'inherit'],
  })
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve) =>
      git.stdin.write(data) ? resolve() : git.stdin.once('drain', resolve),
    )
  let file = 'specs/api.github.com.json'
  let minor = 0
  for (let i = 1; i <= count; i++) {
    if (i > 1) edit(spec, next, i)
    if (i % 10 === 0) minor++
    const content = Buffer.from(spec.text(`1.${minor}.0`))
    const message = Buffer.from(`Bench commit ${i}\n`)
    await write(`blob\nmark :${i}\ndata ${content.length}\n`)
    await write(content)
    await write(
      `\ncommit refs/heads/main\ncommitter Bench <bench@example.com> ${1700000000 + i * 3600} +0000\ndata ${message.length}\n`,
    )
    await write(message)
    if (i === Math.floor(count / 2)) {
      await write(`R ${file} specs/github.json\n`)
      file = 'specs/github.json'
    }
    await write(`M 100644 :${i} ${file}\n\n`)
  }
  git.stdin.end()
  await new Promise<void>((resolve, reject) =>
    git.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git fast-import: ${code}`)),
    ),
  )
  await run(dir, ['reset', '-q', '--hard', 'main'])
  writeFileSync(marker, '')
  return join(dir, file)
}

function run(cwd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git ${args[0]}: ${code}`)),
    )
  })
}
