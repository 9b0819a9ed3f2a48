import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

// Where a docs site is hosted, its output meets hard limits. Each is as the host documents it:
// - GitHub Pages: "Published GitHub Pages sites may be no larger than 1 GB"
//   (docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits). Counted as
//   10^9 bytes, the smaller reading, so that the warning comes before the refusal.
// - Cloudflare Pages: 20,000 files a site on the Free plan, 100,000 on paid plans, and "the
//   maximum file size for a single Cloudflare Pages site asset is 25 MiB"
//   (developers.cloudflare.com/pages/platform/limits/).
// - Netlify: a deploy with more than 54,000 files in one directory fails
//   (answers.netlify.com, "Deploy fails with more than 54K files in a directory").
// A limit is passed when the output goes over it: a site at exactly the limit deploys.

/** One file of the output: its path under the output folder (`/`-separated) and its bytes. */
export interface OutputFile {
  path: string
  size: number
}

/** GitHub Pages' largest published site, in bytes. */
export const GITHUB_PAGES_BYTES = 1_000_000_000
/** Cloudflare Pages' most files a deployment, on its free plan. */
export const CLOUDFLARE_FREE_FILES = 20_000
/** Cloudflare Pages' most files a deployment, on its paid plans. */
export const CLOUDFLARE_PAID_FILES = 100_000
/** Cloudflare Pages' largest file, in bytes (25 MiB). */
export const CLOUDFLARE_FILE_BYTES = 25 * 2 ** 20
/** Netlify's most files in one folder. */
export const NETLIFY_FOLDER_FILES = 54_000

/** What the build says of its output: one line, and a warning for each host limit passed. */
export interface OutputSummary {
  line: string
  warnings: string[]
}

/** `1.2 MB`, `340 KB`, `512 B` (decimal units, as the hosts state their limits). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} KB`
  return `${bytes} B`
}

const number = (n: number) => n.toLocaleString('en-US')
const isTwin = (file: OutputFile) => file.path.endsWith('.md')
const isFullText = (file: OutputFile) => /(^|\/)llms-full(-\d+)?\.txt$/.test(file.path)
const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')
const sum = (files: readonly OutputFile[]) => files.reduce((total, file) => total + file.size, 0)

/** The output's size, file count and largest file, and a warning for each host limit it passes. */
export function summarizeOutput(files: readonly OutputFile[]): OutputSummary {
  const total = sum(files)
  const largest = files.reduce<OutputFile | undefined>(
    (big, file) => (!big || file.size > big.size ? file : big),
    undefined,
  )
  const line = `output: ${formatBytes(total)} in ${number(files.length)} files${
    largest ? `, the largest ${largest.path} (${formatBytes(largest.size)})` : ''
  }`
  const twins = files.filter(isTwin)
  const fullText = files.filter(isFullText)
  const warnings: string[] = []

  if (total > GITHUB_PAGES_BYTES) {
    const fixes = [
      twins.length &&
        `the Markdown twins take ${formatBytes(sum(twins))} (\`llms: { twins: false }\` leaves them out)`,
      fullText.length &&
        `llms-full.txt takes ${formatBytes(sum(fullText))} (\`llms: { full: false }\`)`,
    ].filter(Boolean)
    warnings.push(
      `GitHub Pages publishes at most 1 GB a site; this output is ${formatBytes(total)}.${
        fixes.length ? ` Of it, ${fixes.join('; ')}.` : ''
      }`,
    )
  }

  const count = files.length
  if (count > CLOUDFLARE_FREE_FILES) {
    const paid = count > CLOUDFLARE_PAID_FILES
    warnings.push(
      `Cloudflare Pages takes at most ${number(paid ? CLOUDFLARE_PAID_FILES : CLOUDFLARE_FREE_FILES)} files a deployment ${
        paid ? 'on its paid plans' : 'on its free plan (100,000 on paid plans)'
      }; this output has ${number(count)}.${
        twins.length
          ? ` \`llms: { twins: false }\` leaves out the ${number(twins.length)} Markdown twins.`
          : ''
      }`,
    )
  }

  for (const file of files.filter((file) => file.size > CLOUDFLARE_FILE_BYTES))
    warnings.push(
      `Cloudflare Pages takes no file over 25 MiB; ${file.path} is ${formatBytes(file.size)}.${
        isFullText(file)
          ? ' `llms: { fullPartSize }` splits llms-full.txt into smaller parts (20 MiB by default), `llms: { full: false }` leaves it out.'
          : ''
      }`,
    )

  const byFolder = new Map<string, OutputFile[]>()
  for (const file of files) {
    const folder = folderOf(file.path)
    const held = byFolder.get(folder)
    if (held) held.push(file)
    else byFolder.set(folder, [file])
  }
  for (const [folder, held] of byFolder) {
    if (held.length <= NETLIFY_FOLDER_FILES) continue
    const folderTwins = held.filter(isTwin).length
    warnings.push(
      `Netlify takes at most ${number(NETLIFY_FOLDER_FILES)} files in one folder; ${folder || 'the top folder'} has ${number(held.length)}.${
        folderTwins
          ? ` \`llms: { twins: false }\` leaves out its ${number(folderTwins)} Markdown twins; or split the spec between two entries with their own prefixes.`
          : ''
      }`,
    )
  }
  return { line, warnings }
}

/** Every file under `dir`, with its path under it and its size. */
export function outputFiles(dir: string): OutputFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name)
      return { path: relative(dir, file).split(sep).join('/'), size: statSync(file).size }
    })
}
