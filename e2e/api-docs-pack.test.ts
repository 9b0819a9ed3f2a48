import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'

// The packages as npm users get them: both packed, installed into a fresh VitePress site outside
// the repository (so nothing resolves from the workspace), built and served.
const REPO = fileURLToPath(new URL('..', import.meta.url))
const chrome = useBrowser()
let work = ''
let siteUrl = ''
let closeServer: () => Promise<void> = async () => {}

interface Run {
  code: number | null
  stdout: string
  /** stdout and stderr as they came. */
  output: string
}

/** Runs a command to its end, collecting what it printed. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, output }))
  })
}

/** Runs a command that must succeed, for its stdout; all it printed is the failure otherwise. */
async function mustRun(command: string, args: string[], cwd: string): Promise<string> {
  const { code, stdout, output } = await run(command, args, cwd)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)
  return stdout
}

/** The version of a package the workspace has installed: the fresh site uses the same. */
const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

const SPEC = `openapi: 3.0.3
info: { title: Notes, version: 1.0.0 }
security: [{ bearerAuth: [] }]
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      tags: [notes]
      responses:
        '200': { description: The notes }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
`

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'api-docs-pack-'))
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const packed = JSON.parse(
    await mustRun(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        tarballs,
        '-w',
        'packages/playground',
        '-w',
        'packages/vitepress',
      ],
      REPO,
    ),
  ) as { name: string; filename: string }[]
  const tarball = (name: string) =>
    `file:${join(tarballs, packed.find((entry) => entry.name === name)!.filename)}`

  const site = join(work, 'site')
  // Only what the README tells a user to write: package.json, the two .vitepress files, pages.
  write(site, {
    'package.json': JSON.stringify(
      {
        name: 'fresh-api-docs-site',
        private: true,
        type: 'module',
        dependencies: {
          'vitepress-api-docs': tarball('vitepress-api-docs'),
          'vue-api-playground': tarball('vue-api-playground'),
          vitepress: installed('vitepress'),
          vue: installed('vue'),
        },
      },
      null,
      2,
    ),
    '.vitepress/config.ts': `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Fresh site',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [
      { name: 'notes', spec: 'notes.yaml', label: 'Notes API', prefix: '/notes', server: ${JSON.stringify(`${inject('apiUrl')}/echo`)} },
    ],
  }),
})
`,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    'index.md': '# Fresh site\n\n<OpenApiSpec name="notes" />\n',
    'notes.yaml': SPEC,
  })
  await mustRun('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], site)
  await mustRun('npx', ['vitepress', 'build'], site)

  const server = await preview({
    root: site,
    configFile: false,
    logLevel: 'warn',
    appType: 'mpa',
    build: { outDir: join(site, '.vitepress/dist') },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  siteUrl = `http://127.0.0.1:${address.port}`
  closeServer = () => server.close()
}, 600_000)

afterAll(async () => {
  await closeServer()
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the packed packages in a fresh VitePress site', { timeout: 120_000 }, () => {
  it('build a site whose operation page renders, hydrates and sends', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${siteUrl}/notes/listNotes`)
    await page.waitForFunction(
      () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    const operation = page.locator('[data-operation-id="notes.listNotes"]')
    expect(await operation.locator('h1').textContent()).toBe('List notes')
    expect(await operation.locator('.vpad-path').textContent()).toBe('/notes')
    // The spec's full sidebar loads from the installed package's virtual module.
    await page.locator('.VPSidebar').getByText('List notes').waitFor({ state: 'attached' })

    const tryIt = operation.locator('.vpad-tryit')
    await tryIt.getByLabel('Token').fill('tok-packed')
    const echoed = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${inject('apiUrl')}/echo/`) &&
        response.request().method() !== 'OPTIONS',
    )
    await tryIt.locator('.vap-send').click()
    const echo = (await (await echoed).json()) as { path: string; headers: Record<string, string> }
    expect(echo.path).toBe('/echo/notes')
    expect(echo.headers.authorization).toBe('Bearer tok-packed')
    expect(errors).toEqual([])
    await context.close()
  })
})
