import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SHARED_BUILDS } from './artifacts'
import { buildOnce, previewBuilt } from './build-once'
import { mustBuild } from './child-build'

/** The fixture site with three specs (pets, admin, stream). */
export const SITE_ROOT = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
/** Scratch sites live inside the repository, so `vitepress-api-docs` resolves from them. */
const SCRATCH = fileURLToPath(new URL('./.artifacts/api-docs-scratch/', import.meta.url))
/** The built packages: a site built before they changed is out of date. */
export const PACKAGES_DIST = ['playground', 'vitepress'].map((name) =>
  fileURLToPath(new URL(`../packages/${name}/dist`, import.meta.url)),
)

/** A built copy of the fixture site, served over HTTP. */
export interface RunningDocsSite {
  /** Base URL without a trailing slash. */
  url: string
  /** The built site's folder (a scratch site's is removed once closed). */
  outDir: string
  close: () => Promise<void>
}

/**
 * How long a test file's `beforeAll` gives `startDocsSite`: a build of the site on a loaded
 * machine, after waiting for another file's build of the fixture to end.
 */
export const SITE_BUILD_TIMEOUT = 600_000

/** Builds the site at `root` into `outDir`, its try-it panels pointing at `apiUrl`. */
export async function buildSite(root: string, outDir: string, apiUrl: string): Promise<void> {
  // The site's config reads the API server's URL from the environment when it is loaded.
  await mustBuild(root, { outDir, logLevel: 'warn', env: { API_DOCS_API_URL: apiUrl } })
}

/**
 * The fixture site built for `apiUrl`, shared by the test files of one run: seven files serve
 * it unchanged, and each built it again (about 20 s each). A stamp records the inputs, so a
 * rebuilt package or an edited fixture builds it anew.
 */
async function sharedFixtureBuild(apiUrl: string): Promise<string> {
  const key = createHash('sha256').update(apiUrl).digest('hex').slice(0, 12)
  const outDir = join(SHARED_BUILDS, key)
  await buildOnce({
    // One lock for the fixture whatever the URL: a build writes its scratch files inside the
    // site (`.vitepress/.temp`), so two builds of it for two URLs at once break each other.
    lock: join(SHARED_BUILDS, 'fixture.lock'),
    stampFile: join(SHARED_BUILDS, `${key}.stamp.json`),
    outDir,
    inputs: [SITE_ROOT, ...PACKAGES_DIST],
    settings: apiUrl,
    build: () => buildSite(SITE_ROOT, outDir, apiUrl),
  })
  return outDir
}

/**
 * Builds the fixture site (or the site at `root`, e.g. a `scratchSite`) with every try-it panel
 * pointing at `apiUrl`, outside the site's folder (the fixture's build is shared within a run,
 * a scratch site's goes to a temporary directory), and serves it on a free port.
 */
export async function startDocsSite(apiUrl: string, root = SITE_ROOT): Promise<RunningDocsSite> {
  const shared = root === SITE_ROOT
  const outDir = shared
    ? await sharedFixtureBuild(apiUrl)
    : mkdtempSync(join(tmpdir(), 'api-docs-site-'))
  if (!shared) await buildSite(root, outDir, apiUrl)
  const server = await previewBuilt(root, outDir)
  return {
    url: server.url,
    outDir,
    close: async () => {
      await server.close()
      if (!shared) rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/**
 * A throwaway copy of the fixture site (theme and specs, with the given config and extra pages),
 * under e2e/.artifacts so that the workspace packages resolve from it. Remove it with `rmSync`.
 */
export function scratchSite(files: Record<string, string>): string {
  mkdirSync(SCRATCH, { recursive: true })
  const root = mkdtempSync(join(SCRATCH, 'site-'))
  cpSync(join(SITE_ROOT, '.vitepress/theme'), join(root, '.vitepress/theme'), { recursive: true })
  cpSync(join(SITE_ROOT, 'specs'), join(root, 'specs'), { recursive: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
