import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSite, PACKAGES_DIST, SITE_ROOT, type RunningDocsSite } from '../api-docs-site'
import { SHARED_BUILDS } from '../artifacts'
import { buildOnce, previewBuilt } from '../build-once'
import { ENVIRONMENTS } from './environments'
import { PARTS } from './parts'
import { POLISH } from './polish'
import { SECURITY } from './security'
import { STYLES_SPEC } from './styles'
import { TAGLESS } from './tagless'
import { BARE_SPEC, TRYIT_SPEC } from './tryit'

// The small descriptions of several test files, side by side on one site built once a run: each
// file used to build a site of its own, 25 to 35 s apiece, most of it the same VitePress and
// theme work. Each description keeps its own prefix, sidebar, credentials and environments, so
// the files do not see each other's; a description whose pages would disturb another's (the
// hostile one, whose images fail to load) keeps its own site.

/** One description on the shared site. */
export interface SharedSpec {
  /** The spec's name (its pages' state and credentials are kept under it). */
  name: string
  /** Its file name under the site's `specs/`. */
  file: string
  /** The description's text. */
  text: string
  /** Where its pages go. */
  prefix: string
  /** The path on the tests' API server its try-it sends to; the description's own server if none. */
  echo?: string
}

const SPECS: readonly SharedSpec[] = [
  ENVIRONMENTS,
  SECURITY,
  STYLES_SPEC,
  TRYIT_SPEC,
  BARE_SPEC,
  TAGLESS,
  POLISH,
  PARTS,
]

const HERE = fileURLToPath(new URL('./', import.meta.url))
/** Inside the repository, so that the workspace packages resolve from it. */
const ROOT = fileURLToPath(new URL('../.artifacts/shared-site/', import.meta.url))
const THEME = join(SITE_ROOT, '.vitepress/theme')

const entry = (spec: SharedSpec): string =>
  `{ name: '${spec.name}', spec: 'specs/${spec.file}', prefix: '${spec.prefix}'` +
  (spec.echo ? `, server: \`\${api}${spec.echo}\`` : '') +
  ' }'

const CONFIG = `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

const api = process.env.API_DOCS_API_URL
export default defineConfig({
  // As long as the docs site's title: beside it, the nav's two search buttons and the menu must
  // still fit 320 px (e2e/polish.test.ts).
  title: 'API Playground',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [
${SPECS.map((spec) => `      ${entry(spec)},`).join('\n')}
    ],
  }),
})
`

function writeSite(): void {
  rmSync(ROOT, { recursive: true, force: true })
  mkdirSync(join(ROOT, 'specs'), { recursive: true })
  cpSync(THEME, join(ROOT, '.vitepress/theme'), { recursive: true })
  writeFileSync(join(ROOT, '.vitepress/config.ts'), CONFIG)
  writeFileSync(join(ROOT, 'index.md'), '# Shared fixtures\n')
  for (const spec of SPECS) writeFileSync(join(ROOT, 'specs', spec.file), spec.text)
}

/**
 * The shared site built for `apiUrl` (once a run, under a lock: the first file builds, the others
 * find it current) and served on a free port.
 */
export async function startSharedSite(apiUrl: string): Promise<RunningDocsSite> {
  const key = createHash('sha256').update(apiUrl).digest('hex').slice(0, 12)
  const outDir = join(SHARED_BUILDS, `shared-${key}`)
  await buildOnce({
    lock: join(SHARED_BUILDS, 'shared.lock'),
    stampFile: join(SHARED_BUILDS, `shared-${key}.stamp.json`),
    outDir,
    inputs: [HERE, THEME, ...PACKAGES_DIST],
    settings: apiUrl,
    build: async () => {
      writeSite()
      await buildSite(ROOT, outDir, apiUrl)
    },
  })
  // The site folder is rewritten by the next build; what is served is only `outDir`.
  const server = await previewBuilt(HERE, outDir)
  return { url: server.url, outDir, close: server.close }
}
