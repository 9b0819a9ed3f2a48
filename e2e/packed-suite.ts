import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { SCOPED_NAV_BAR } from './default-theme'
import { manyTagsSpec } from './many-tags'
import { hydrated } from './open-page'
import { mustRun, packedSite } from './packed-site'
import { startVitepress, type SiteServer } from './site-server'
import { TASKS, withTasksHistory } from './packed-tasks'
import {
  authorizeAndSend,
  defaultThemeInDev,
  followEditsInDev,
  readCopyInFrench,
  readInFrench,
  readThroughSidebar,
  useAsAClient,
} from './packed-checks'

// The packages as npm users get them: both packed, installed into a fresh VitePress site outside
// the repository (so nothing resolves from the workspace), served by `vitepress dev`, then built
// and served by `vitepress preview`; on each VitePress line the plugin supports.

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
  /notes/{id}:
    get:
      operationId: getNote
      summary: Get a note
      tags: [notes]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200': { description: The note }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
`

// Guarded by the demo server's authorization server (server/oauth/). The OAuth URLs are relative,
// as in many real descriptions: they resolve against the server URL.
const SECURE = `openapi: 3.1.0
info: { title: Secure notes, version: 1.0.0 }
security: [{ notesOAuth: [notes:read] }]
paths:
  /items:
    get:
      operationId: listSecureNotes
      summary: List secure notes
      tags: [notes]
      responses:
        '200': { description: The notes }
components:
  securitySchemes:
    notesOAuth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: /oauth/auth
          tokenUrl: /oauth/token
          scopes: { notes:read: Read notes }
        clientCredentials:
          tokenUrl: /oauth/token
          scopes: { notes:read: Read notes }
`

/** The VitePress a fresh site installs: the workspace's (1.6) unless a version is given. */
export interface PackedLine {
  /** The line the version belongs to, for what differs between them. */
  line: 1 | 2
  /** The `vitepress` version to install; the workspace's own when left out. */
  vitepress?: string
}

let chrome: ReturnType<typeof useBrowser>

/** The packed-site tests, on a site that installs the given VitePress. */
export function packedSuite({ line, vitepress }: PackedLine): void {
  chrome = useBrowser()
  let work = ''
  let site = ''
  let server: SiteServer | undefined

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'api-docs-pack-'))
    site = await packedSite(
      work,
      `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Fresh site',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  // A French part of the site: its pages, and the embeds in them, speak French.
  locales: {
    root: { label: 'English', lang: 'en-US' },
    fr: { label: 'Français', lang: 'fr-FR' },
  },
  extends: await apiDocs({
    specs: [
      { name: 'notes', spec: 'notes.yaml', label: 'Notes API', prefix: '/notes', server: ${JSON.stringify(`${inject('apiUrl')}/echo`)} },
      // Its pages under /fr/ too, in French.
      { name: 'tasks', spec: 'tasks.yaml', label: 'Tasks API', prefix: '/tasks', locales: ['fr'] },
      { name: 'secure', spec: 'secure.yaml', label: 'Secure API', prefix: '/secure', server: ${JSON.stringify(`${inject('apiUrl')}/notes`)} },
      { name: 'many', spec: 'many.json', prefix: '/many' },
    ],
    // Rendered in threads, from the packed package's worker module, though the site is small.
    renderThreads: 2,
  }),
})
`,
      {
        'index.md': '# Fresh site\n\n<OpenApiSpec name="notes" />\n',
        'fr/index.md': '# Site neuf\n\n<OpenApiEndpoint id="notes.getNote" />\n',
        'notes.yaml': SPEC,
        'tasks.yaml': TASKS,
        'secure.yaml': SECURE,
        // 110 tags: a sidebar of sections that load their tags.
        'many.json': manyTagsSpec(10, 11),
      },
      vitepress,
    )
    // Before the server starts: the plugin reads the specs' histories when it loads.
    withTasksHistory(site)
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  // A build of even this small site took minutes on a machine loaded 12-fold.
  describe(
    `the packed packages in a fresh VitePress ${line === 1 ? '1.6' : '2.0'} site`,
    { timeout: 600_000 },
    () => {
      // The package carries each line's theme precompiled (2.0's for the version the workspace
      // builds with, scripts/vitepress-2): for 1.6's optimizer (esbuild) and 2.0's (Rolldown).
      it("carries VitePress's default theme compiled for the VitePress and Vue it installs with", () => {
        const installed = join(site, 'node_modules')
        const compiledFile = line === 1 ? 'default-theme.json' : 'default-theme-2.json'
        const compiled = JSON.parse(
          readFileSync(join(installed, 'vitepress-api-docs/dist/node', compiledFile), 'utf8'),
        ) as { compiler: string; files: Record<string, { hash: string }> }
        const themeDir = join(installed, 'vitepress/dist/client/theme-default')
        const sfcs = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
          file.endsWith('.vue'),
        )
        // 1.6's theme has 91 SFCs, 2.0.0-alpha.20's 66.
        expect(sfcs.length).toBeGreaterThan(line === 1 ? 80 : 60)
        const sha256 = (file: string) =>
          createHash('sha256')
            .update(readFileSync(join(themeDir, file), 'utf8'))
            .digest('hex')
        expect(sfcs.filter((file) => compiled.files[file]?.hash !== sha256(file))).toEqual([])
        const vue = JSON.parse(readFileSync(join(installed, 'vue/package.json'), 'utf8')) as {
          version: string
        }
        expect(vue.version.startsWith(`${compiled.compiler}.`)).toBe(true)
      })

      it('serve it in vitepress dev: pages, their sidebars and links, OAuth sign-in, no error or warning', async () => {
        server = await startVitepress('dev', site)
        try {
          expect(await readThroughSidebar(chrome.browser, server.url)).toEqual([])
          // The default theme comes pre-bundled (one module, not one per SFC), its scoped CSS applied.
          const theme = await defaultThemeInDev(chrome.browser, server.url)
          // Pre-bundled on both lines: by esbuild on 1.6, by Rolldown on 2.0.
          expect(theme.bundle.length).toBeGreaterThan(0)
          expect(theme.sfcs).toEqual([])
          // Their style blocks too: compiled into it, not fetched one by one.
          expect(theme.styles).toEqual([])
          expect(theme.navBar).toEqual(SCOPED_NAV_BAR)
          // The client comes as the package's bundle for dev: the packed playground is the one it
          // was made from.
          expect(theme.clientBundle.length).toBe(1)
          expect(theme.clientPrebundled).toEqual([])
          expect(theme.clientModules).toEqual([])
          expect(await authorizeAndSend(chrome.browser, server.url)).toEqual([])
          expect(await readInFrench(chrome.browser, server.url)).toEqual([])
          expect(await useAsAClient(chrome.browser, server.url)).toEqual([])
          expect(await readCopyInFrench(chrome.browser, server.url, false)).toEqual([])
          expect(await followEditsInDev(chrome.browser, server.url, site)).toEqual([])
          expect(server.output()).not.toMatch(/error|Could not resolve/i)
        } finally {
          await server.stop()
          server = undefined
        }
      })

      it('build it, and vitepress preview serves the same pages, sidebars and OAuth sign-in', async () => {
        const log = await mustRun('npx', ['vitepress', 'build'], site)
        expect(log).toMatch(/rendering \d+ generated pages in 2 threads/)
        // Nothing the plugin calls is deprecated on either line (Vite 8 deprecates esbuild's).
        expect(log).not.toMatch(/deprecat/i)
        server = await startVitepress('preview', site)
        expect(await readThroughSidebar(chrome.browser, server.url)).toEqual([])
        expect(await authorizeAndSend(chrome.browser, server.url)).toEqual([])
        expect(await readInFrench(chrome.browser, server.url)).toEqual([])
        expect(await useAsAClient(chrome.browser, server.url)).toEqual([])
        expect(await readCopyInFrench(chrome.browser, server.url, true)).toEqual([])
      })

      it('build a site whose operation page renders, hydrates and sends', async () => {
        const siteUrl = server!.url
        const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
        const page = await context.newPage()
        const errors = watchErrors(page)
        await page.goto(`${siteUrl}/notes/listNotes`)
        await hydrated(page)
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
        const echo = (await (await echoed).json()) as {
          path: string
          headers: Record<string, string>
        }
        expect(echo.path).toBe('/echo/notes')
        expect(echo.headers.authorization).toBe('Bearer tok-packed')
        expect(errors).toEqual([])
        await context.close()
      })
    },
  )
}
