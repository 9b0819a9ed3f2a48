import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `vitepress dev` on a copy of the fixture site: a change to a spec file regenerates its pages.
// The copy lives inside the repository so that it resolves the workspace's packages.
const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
const root = fileURLToPath(new URL(`./.artifacts/dev-site-${process.pid}/`, import.meta.url))
let server: Awaited<ReturnType<typeof createServer>>
let base = ''

async function pageModule(path: string): Promise<string> {
  const response = await fetch(`${base}${path}?import`)
  expect(response.status).toBe(200)
  return response.text()
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('vitepress dev with vitepress-api-docs', () => {
  beforeAll(async () => {
    mkdirSync(root, { recursive: true })
    cpSync(fixture, root, {
      recursive: true,
      filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache)/.test(src),
    })
    server = await createServer(root, { port: 0, host: '127.0.0.1' })
    await server.listen()
    const address = server.httpServer!.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    // Vite's close() never settles here once the dependency optimizer has run, with or without
    // this plugin (seen with a plain VitePress site too); the test process ends after this file.
    await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 3000))])
    rmSync(root, { recursive: true, force: true })
  })

  it('serves generated pages and reloads them when the spec changes', async () => {
    expect(await pageModule('/pets/listPets.md')).toContain('List pets')
    const spec = join(root, 'specs/pets.yaml')
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace('summary: List pets', 'summary: List every pet'),
    )
    await eventually(
      async () => (await pageModule('/pets/listPets.md')).includes('List every pet'),
      'the new summary',
    )
    // An operation added to the spec gets its page without a restart.
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        '  /health:',
        [
          '  /toys:',
          '    get:',
          '      operationId: listToys',
          '      summary: List toys',
          '      responses:',
          "        '200': { description: ok }",
          '  /health:',
        ].join('\n'),
      ),
    )
    await eventually(
      async () =>
        (await fetch(`${base}/pets/listToys.md`)).status === 200 &&
        (await pageModule('/pets/listToys.md')).includes('List toys'),
      'the new page',
    )
  })
})
