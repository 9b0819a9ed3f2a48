// Issue 32, step by step: builds GitHub's API with our plugin (as the `api-docs` bench does, its
// first build only) and prints the per-page figures, then the output's bytes and files by type
// as a Markdown table. `--no-build` measures the last build (bench/.out/api-docs-github/ours).
// Usage: npx tsx bench/output-by-type.ts [--no-build]
import { join } from 'node:path'
import { timedBuild } from './site/build'
import { ourSite } from './site/sites'
import { perPageFigures } from './api-docs-github'
import { outputFiles } from '../packages/vitepress/src/node/build/output-summary'
import { fileURLToPath } from 'node:url'

const noBuild = process.argv.includes('--no-build')
const root = noBuild
  ? fileURLToPath(new URL('.out/api-docs-github/ours/', import.meta.url))
  : ourSite()
if (!noBuild) {
  const build = await timedBuild(root, { timeoutMs: 20 * 60_000, heapMb: 4096 })
  console.log(
    `build ${build.ok ? 'ok' : 'FAILED ' + build.failure} in ${(build.ms / 1000).toFixed(1)} s, peak ${(build.peakRss / 2 ** 20).toFixed(0)} MB`,
  )
  if (!build.ok) {
    console.log(build.log.slice(-3000))
    process.exit(1)
  }
  console.log(
    build.log
      .split('\n')
      .filter((l) => /api-docs|output:|warn/i.test(l))
      .join('\n'),
  )
}
const dist = join(root, '.vitepress', 'dist')
for (const figure of perPageFigures(root))
  console.log(
    `${figure.label}: ${figure.format(figure.value)} (budget ${figure.budget === undefined ? '-' : figure.format(figure.budget)})`,
  )
const files = outputFiles(dist)
const kind = (path: string) => {
  if (/^(github|schemas)\/.*\.html$/.test(path)) return 'generated .html'
  if (path.endsWith('.html')) return 'other .html'
  if (/^assets\/pages\//.test(path)) return 'page data (assets/pages)'
  if (/\.md$/.test(path)) return 'twin .md'
  if (/llms/.test(path)) return 'llms*.txt'
  if (/\.js$/.test(path)) return '.js'
  if (/\.css$/.test(path)) return '.css'
  return 'other ' + (path.match(/\.[^./]+$/)?.[0] ?? '')
}
const by = new Map<string, { bytes: number; files: number }>()
for (const file of files) {
  const k = kind(file.path)
  const entry = by.get(k) ?? { bytes: 0, files: 0 }
  entry.bytes += file.size
  entry.files++
  by.set(k, entry)
}
const pages = files.filter((file) => /^(github|schemas)\/.*\.html$/.test(file.path)).length
console.log(`| type | MB | files | KB a page | files a page |`)
console.log(`| --- | --- | --- | --- | --- |`)
for (const [k, v] of [...by].sort((a, b) => b[1].bytes - a[1].bytes))
  console.log(
    `| ${k} | ${(v.bytes / 1e6).toFixed(2)} | ${v.files} | ${(v.bytes / pages / 1024).toFixed(2)} | ${(v.files / pages).toFixed(2)} |`,
  )
console.log(
  `| total | ${(files.reduce((s, f) => s + f.size, 0) / 1e6).toFixed(2)} | ${files.length} | | |`,
)
