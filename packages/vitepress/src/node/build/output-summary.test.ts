import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CLOUDFLARE_FILE_BYTES,
  CLOUDFLARE_FREE_FILES,
  CLOUDFLARE_PAID_FILES,
  GITHUB_PAGES_BYTES,
  NETLIFY_FOLDER_FILES,
  formatBytes,
  outputFiles,
  summarizeOutput,
  type OutputFile,
} from './output-summary'

/** `count` small files, spread over folders of 1,000 so that no folder limit is met. */
const many = (count: number, folder = (i: number) => `f${Math.floor(i / 1000)}`): OutputFile[] =>
  Array.from({ length: count }, (_, i) => ({ path: `${folder(i)}/p${i}.html`, size: 1 }))

const warningsOf = (files: OutputFile[]) => summarizeOutput(files).warnings

describe('summarizeOutput', () => {
  it('says the size, the file count and the largest file in one line', () => {
    const { line, warnings } = summarizeOutput([
      { path: 'index.html', size: 2_000 },
      { path: 'api/llms-full.txt', size: 16_400_000 },
      { path: 'api/get.md', size: 300 },
    ])
    expect(line).toBe('output: 16.4 MB in 3 files, the largest api/llms-full.txt (16.4 MB)')
    expect(warnings).toEqual([])
    expect(summarizeOutput([]).line).toBe('output: 0 B in 0 files')
  })

  it("warns past GitHub Pages' 1 GB, naming what the twins and llms-full.txt take", () => {
    // Forty files of 25 MB or less (none past Cloudflare's file size), 300 bytes left to two more.
    const site = (total: number): OutputFile[] => [
      ...Array.from({ length: 40 }, (_, i) => ({
        path: `f${i}.html`,
        size: i ? 25_000_000 : total - 300 - 39 * 25_000_000,
      })),
      { path: 'api/get.md', size: 200 },
      { path: 'llms-full.txt', size: 100 },
    ]
    expect(warningsOf(site(GITHUB_PAGES_BYTES - 1))).toEqual([])
    expect(warningsOf(site(GITHUB_PAGES_BYTES))).toEqual([])
    const [warning, ...rest] = warningsOf(site(GITHUB_PAGES_BYTES + 1))
    expect(rest).toEqual([])
    expect(warning).toMatch(/^GitHub Pages publishes at most 1 GB a site; this output is 1\.00 GB/)
    expect(warning).toContain('the Markdown twins take 200 B (`llms: { twins: false }`')
    expect(warning).toContain('llms-full.txt takes 100 B (`llms: { full: false }`)')
  })

  it("warns past Cloudflare's 20,000 files on its free plan, then past 100,000 on paid plans", () => {
    expect(warningsOf(many(CLOUDFLARE_FREE_FILES - 1))).toEqual([])
    expect(warningsOf(many(CLOUDFLARE_FREE_FILES))).toEqual([])
    const free = warningsOf(many(CLOUDFLARE_FREE_FILES + 1))
    expect(free).toEqual([
      'Cloudflare Pages takes at most 20,000 files a deployment on its free plan (100,000 on paid plans); this output has 20,001.',
    ])
    expect(warningsOf(many(CLOUDFLARE_PAID_FILES))).toEqual([
      'Cloudflare Pages takes at most 20,000 files a deployment on its free plan (100,000 on paid plans); this output has 100,000.',
    ])
    const twins = many(CLOUDFLARE_PAID_FILES + 1).map((file, i) =>
      i % 2 ? { ...file, path: file.path.replace('.html', '.md') } : file,
    )
    expect(warningsOf(twins)).toEqual([
      'Cloudflare Pages takes at most 100,000 files a deployment on its paid plans; this output has 100,001. `llms: { twins: false }` leaves out the 50,000 Markdown twins.',
    ])
  })

  it("warns of each file over Cloudflare's 25 MiB, with the option for llms-full.txt", () => {
    const one = (path: string, size: number) => warningsOf([{ path, size }])
    expect(one('search.json', CLOUDFLARE_FILE_BYTES - 1)).toEqual([])
    expect(one('search.json', CLOUDFLARE_FILE_BYTES)).toEqual([])
    expect(one('search.json', CLOUDFLARE_FILE_BYTES + 1)).toEqual([
      'Cloudflare Pages takes no file over 25 MiB; search.json is 26.2 MB.',
    ])
    const [full] = one('graph/llms-full-2.txt', CLOUDFLARE_FILE_BYTES + 1)
    expect(full).toMatch(/graph\/llms-full-2\.txt is 26\.2 MB\. `llms: \{ fullPartSize \}` splits/)
    expect(full).toContain('`llms: { full: false }` leaves it out')
  })

  it("warns of each folder past Netlify's 54,000 files, counting only the folder's own", () => {
    const inOne = (count: number) => many(count, () => 'api')
    expect(warningsOf(inOne(NETLIFY_FOLDER_FILES - 1))).toHaveLength(1) // Cloudflare's only
    expect(warningsOf(inOne(NETLIFY_FOLDER_FILES))).toHaveLength(1)
    const over = warningsOf(inOne(NETLIFY_FOLDER_FILES + 1))
    expect(over).toHaveLength(2)
    expect(over[1]).toBe('Netlify takes at most 54,000 files in one folder; api has 54,001.')
    // As many files, in a folder and its sub-folder: no folder passes.
    const nested = many(NETLIFY_FOLDER_FILES + 1, (i) => (i % 2 ? 'api' : 'api/sub'))
    expect(warningsOf(nested).filter((w) => w.startsWith('Netlify'))).toEqual([])
    const withTwins = inOne(NETLIFY_FOLDER_FILES + 1).map((file, i) =>
      i < 27_000 ? { ...file, path: file.path.replace('.html', '.md') } : file,
    )
    expect(warningsOf(withTwins)[1]).toContain(
      '`llms: { twins: false }` leaves out its 27,000 Markdown twins',
    )
    const top = many(NETLIFY_FOLDER_FILES + 1, () => '').map((f) => ({
      ...f,
      path: f.path.slice(1),
    }))
    expect(warningsOf(top)[1]).toContain('; the top folder has 54,001.')
  })
})

describe('formatBytes', () => {
  it('uses decimal units', () => {
    expect([999, 1_000, 999_499, 1_000_000, 1_000_000_000].map(formatBytes)).toEqual([
      '999 B',
      '1 KB',
      '999 KB',
      '1.0 MB',
      '1.00 GB',
    ])
  })
})

describe('outputFiles', () => {
  it('lists every file under a folder with its /-separated path and size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'output-files-'))
    try {
      mkdirSync(join(dir, 'a/b'), { recursive: true })
      writeFileSync(join(dir, 'index.html'), 'four')
      writeFileSync(join(dir, 'a/b/c.md'), 'ab')
      expect(outputFiles(dir).sort((x, y) => x.path.localeCompare(y.path))).toEqual([
        { path: 'a/b/c.md', size: 2 },
        { path: 'index.html', size: 4 },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
