import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchSite } from './api-docs-site'
import { buildInChildProcess } from './child-build'

// GitHub's webhooks description (npm `@octokit/openapi-webhooks`): OpenAPI 3.1, 261 webhooks and
// no paths. Every webhook must come out as a page; none may be dropped on the way.
const SPEC = fileURLToPath(
  new URL(
    '../node_modules/@octokit/openapi-webhooks/generated/api.github.com.json',
    import.meta.url,
  ),
)
const root = scratchSite({
  '.vitepress/config.ts': `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  extends: await apiDocs({ specs: [{ name: 'hooks', spec: ${JSON.stringify(SPEC)}, prefix: '/hooks' }] }),
})
`,
  'index.md': '# GitHub webhooks\n\n<OpenApiSpec name="hooks" />\n',
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("GitHub's webhooks description", () => {
  it('builds into a page per webhook: 261 pages', async () => {
    const document = JSON.parse(readFileSync(SPEC, 'utf8')) as { webhooks: object }
    const webhooks = Object.keys(document.webhooks).length
    expect(webhooks).toBe(261)
    const { code, output } = await buildInChildProcess(root)
    expect(output).toContain('hooks: 261 operations')
    expect(code).toBe(0)
    const dist = join(root, '.vitepress/dist')
    const pages = readdirSync(join(dist, 'hooks')).filter(
      (name) => name.endsWith('.html') && name !== 'changelog.html',
    )
    expect(pages).toHaveLength(261)
    const page = readFileSync(join(dist, 'hooks/pull-request-opened.html'), 'utf8')
    expect(page).toContain('>pull-request-opened</h1>')
    // The sidebar's Webhooks group comes with the sidebars module, once the page is hydrated,
    // not in every page's HTML.
    expect(page).not.toContain('>Webhooks</span>')
    const scripts = readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'))
    expect(scripts.filter((code) => /hooks:\d+[\\"]*>Webhooks</.test(code))).toHaveLength(1)
    // The landing page's OpenApiSpec lists every webhook.
    const index = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(index.match(/href="\/hooks\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(261)
    // llms.txt lists every webhook, by name, in the spec's webhooks section and nowhere else;
    // none of them as an HTTP path (`POST pull-request-opened`).
    const llms = readFileSync(join(dist, 'llms.txt'), 'utf8')
    const start = llms.indexOf('\n## Webhooks of ')
    expect(start).toBeGreaterThan(0)
    const section = llms.slice(start)
    const listed = [...section.matchAll(/^- \[(.+)\]\((\/hooks\/\S+\.md)\): webhook\b/gm)]
    expect(new Set(listed.map(([, name]) => name))).toEqual(new Set(Object.keys(document.webhooks)))
    expect(listed).toHaveLength(261)
    // Schemas' twins live under /schemas/hooks/: the spec's own folder holds only webhooks.
    expect(llms.match(/\]\(\/hooks\/[^)\s]+\.md\)/g)).toHaveLength(261)
    expect(llms).not.toMatch(/: POST /)
    // Each listed twin is written beside its page, and says it is a webhook the API sends.
    for (const [, , url] of listed) expect(existsSync(join(dist, url!)), url).toBe(true)
    const twin = readFileSync(join(dist, 'hooks/pull-request-opened.md'), 'utf8')
    expect(twin).toMatch(/^# pull-request-opened\n\n\*\*Webhook\*\*: a `POST` request that /)
    expect(twin).toContain('\n## Payload')
    expect(twin).toContain('\n## Responses expected\n')
    expect(twin).not.toContain('`POST pull-request-opened`')
    // The description itself is there to download, whole: the same JSON, without the
    // whitespace between its tokens.
    const download = readFileSync(join(dist, 'hooks/api.github.com.json'), 'utf8')
    expect(JSON.parse(download)).toEqual(document)
    expect(download).not.toContain('\n')
    expect(download.length).toBeLessThan(readFileSync(SPEC, 'utf8').length)
  }, 900_000)
})
