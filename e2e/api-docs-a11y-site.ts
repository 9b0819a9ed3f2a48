import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from 'vitepress'
import { mustBuild } from './child-build'
import { commitAt, editFixture } from './git-history'

// The fixture site's pets and admin specs plus hooks.yaml (a webhook, OAuth 2.0, an error
// response), in its own git repository with two commits of the pets spec so that its changelog
// page has an entry with changes. It lives inside the repository so that it resolves the
// workspace's packages; one per process, so that no other test's build writes into it.
const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))

const config = (api: string) => `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Accessibility fixture',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [
      { name: 'pets', spec: 'specs/pets.yaml', label: 'Pets API', prefix: '/pets', server: ${JSON.stringify(`${api}/echo`)} },
      { name: 'admin', spec: 'specs/admin.json', label: 'Admin API', prefix: '/admin', server: ${JSON.stringify(`${api}/echo`)} },
      { name: 'hooks', spec: 'specs/hooks.yaml', label: 'Hooks API', prefix: '/hooks', server: ${JSON.stringify(api)} },
    ],
  }),
  themeConfig: {
    nav: [{ text: 'Embeds', link: '/embeds' }],
  },
})
`

const EMBEDS = `# Embeds

An endpoint:

<OpenApiEndpoint id="pets.getPet" />

A schema:

<OpenApiSchema id="admin.User" />

A whole spec:

<OpenApiSpec name="hooks" />
`

/** The built accessibility fixture site, served over HTTP. */
export interface A11ySite {
  /** Base URL without a trailing slash. */
  url: string
  close: () => void
}

/** Builds the accessibility fixture site with every try-it sending to `api`, and serves it. */
export async function startA11ySite(api: string): Promise<A11ySite> {
  const root = fileURLToPath(new URL(`./.artifacts/a11y-site-${process.pid}/`, import.meta.url))
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, '.vitepress'), { recursive: true })
  cpSync(join(fixture, '.vitepress/theme'), join(root, '.vitepress/theme'), { recursive: true })
  cpSync(join(fixture, 'specs'), join(root, 'specs'), { recursive: true })
  writeFileSync(join(root, '.vitepress/config.ts'), config(api.replace(/\/$/, '')))
  writeFileSync(join(root, 'index.md'), '# Accessibility fixture\n')
  writeFileSync(join(root, 'embeds.md'), EMBEDS)
  execFileSync('git', ['init', '-q'], { cwd: root })
  commitAt(root, ['specs'], 'Add the specs', '2024-01-10T12:00:00Z')
  const from = '          in: query\n          description: How many pets to return'
  const required = from.replace('query\n', 'query\n          required: true\n')
  editFixture(join(root, 'specs/pets.yaml'), from, required)
  commitAt(root, ['specs'], 'Require a limit', '2024-03-05T12:00:00Z')
  await mustBuild(root, { logLevel: 'warn' })
  const app = await serve({ root, port: 0 })
  const { port } = app.server!.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      app.server!.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
