import { mkdirSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, inject } from 'vitest'
import { withBuildLock } from './build-lock'
import { buildOnce, previewBuilt } from './build-once'
import { mustBuild } from './child-build'

/** The project's docs site (`docs/`), which `npm start` serves. */
export const DOCS_ROOT = fileURLToPath(new URL('../docs/', import.meta.url))
const ARTIFACTS = fileURLToPath(new URL('./.artifacts/', import.meta.url))
/** Where the browser tests build the docs site (never docs/.vitepress/dist, npm start's). */
export const DOCS_OUT = join(ARTIFACTS, 'docs-dist')
const STAMP = join(ARTIFACTS, 'docs-dist.stamp.json')
const DOCS_LOCK = join(ARTIFACTS, 'docs-dist.lock')
/** The docs site takes minutes to build on a loaded machine, and `npm start`'s test builds it too. */
const DOCS_LOCK_WAIT = 1_200_000
const PACKAGES_DIST = ['playground', 'vitepress'].map((name) =>
  fileURLToPath(new URL(`../packages/${name}/dist`, import.meta.url)),
)

/** The docs site, built against the tests' API server and served over HTTP. */
export interface RunningDocs {
  /** Base URL without a trailing slash. */
  url: string
  /** Every page of the built site as a path (`/`, `/guide/`, `/demo/store/listBooks`, ...). */
  pages: string[]
  close: () => Promise<void>
}

async function buildDocs(apiUrl: string): Promise<void> {
  await mustBuild(DOCS_ROOT, { outDir: DOCS_OUT, env: { DOCS_API_URL: apiUrl } })
}

/** The page path each built HTML file is served at (clean URLs, as the site is configured). */
function listPages(dir: string): string[] {
  const pages: string[] = []
  const visit = (path: string): void => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry)
      if (statSync(full).isDirectory()) {
        if (entry !== 'assets') visit(full)
      } else if (entry.endsWith('.html') && entry !== '404.html') {
        const route = `/${relative(dir, full)}`.replace(/index\.html$/, '').replace(/\.html$/, '')
        pages.push(route)
      }
    }
  }
  visit(dir)
  return pages.sort()
}

/**
 * Runs `work` while no other test file builds the docs site: VitePress builds a site in a
 * scratch folder inside it (`docs/.vitepress/.temp`), so two builds of it at once would collide.
 */
export function withDocsLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(ARTIFACTS, { recursive: true })
  return withBuildLock(DOCS_LOCK, work, DOCS_LOCK_WAIT)
}

/**
 * Builds the docs site with every live example pointing at `apiUrl` and serves it on a free
 * port. Test files of one run share the build: the API server's URL is the same for all of
 * them, so only the first file of a run builds (a stamp records inputs and URL).
 */
export async function startDocs(apiUrl: string): Promise<RunningDocs> {
  await buildOnce({
    lock: DOCS_LOCK,
    waitMs: DOCS_LOCK_WAIT,
    stampFile: STAMP,
    outDir: DOCS_OUT,
    inputs: [DOCS_ROOT, ...PACKAGES_DIST],
    settings: apiUrl,
    build: () => buildDocs(apiUrl),
  })
  const server = await previewBuilt(DOCS_ROOT, DOCS_OUT)
  return { url: server.url, pages: listPages(DOCS_OUT), close: server.close }
}

/**
 * The docs site for the calling test file, started before its tests against the run's API server
 * and closed after them. The first test file of a run builds the site: minutes when other jobs
 * share the two cores.
 */
export function useDocs(): Pick<RunningDocs, 'url' | 'pages'> {
  let docs: RunningDocs | undefined
  beforeAll(async () => {
    docs = await startDocs(inject('apiUrl'))
  }, 600_000)
  afterAll(() => docs?.close())
  const running = (): RunningDocs => {
    if (!docs) throw new Error('useDocs(): the site starts in beforeAll')
    return docs
  }
  return {
    get url() {
      return running().url
    },
    get pages() {
      return running().pages
    },
  }
}
