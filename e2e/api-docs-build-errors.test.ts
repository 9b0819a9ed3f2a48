import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scratchSite } from './api-docs-site'
import { buildInChildProcess } from './child-build'

// Mistakes in a site stop `vitepress build` with a message that says where they are.
const sites: string[] = []
afterEach(() => {
  for (const root of sites.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A config with these spec entries (as TypeScript source) and nothing else. */
const config = (specs: string) => `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({ extends: await apiDocs({ specs: [${specs}] }) })
`
const PETS = `{ name: 'pets', spec: 'specs/pets.yaml', label: 'Pets', prefix: '/pets' }`

/** A line of a stack trace (`    at fn (file:line:col)`). */
const STACK_FRAME = /^\s+at /m

function site(files: Record<string, string>): string {
  const root = scratchSite(files)
  sites.push(root)
  return root
}

describe('a build that cannot succeed', () => {
  it('names the file and line of an embed whose operation does not exist', async () => {
    const root = site({
      '.vitepress/config.ts': config(PETS),
      'index.md': '# Home\n',
      'broken.md': '# Broken\n\n<OpenApiEndpoint id="pets.nope" />\n',
    })
    const { code, output } = await buildInChildProcess(root)
    expect(code).not.toBe(0)
    expect(output).toContain(`${join(root, 'broken.md')}:3:1`)
    expect(output).toContain('"pets.nope" does not exist')
    // The message alone, once: no stack trace into the plugin or Vite after it.
    expect(output).not.toMatch(STACK_FRAME)
    expect(output.split('"pets.nope" does not exist').length).toBe(2)
  }, 90_000)

  it('names both specs that claim the same prefix', async () => {
    const root = site({
      '.vitepress/config.ts': config(
        `${PETS}, { name: 'admin', spec: 'specs/admin.json', label: 'Admin', prefix: '/pets' }`,
      ),
      'index.md': '# Home\n',
    })
    const { code, output } = await buildInChildProcess(root)
    expect(code).not.toBe(0)
    expect(output).toMatch(/\(admin\): prefix "\/pets" is used by specs\[0\] \(pets\)/)
  }, 90_000)

  it('names the spec whose file is missing', async () => {
    const root = site({
      '.vitepress/config.ts': config(
        `{ name: 'ghost', spec: 'specs/ghost.yaml', label: 'Ghost', prefix: '/ghost' }`,
      ),
      'index.md': '# Home\n',
    })
    const { code, output } = await buildInChildProcess(root)
    expect(code).not.toBe(0)
    expect(output).toContain('spec "ghost"')
    expect(output).toContain('the file does not exist')
    expect(output).not.toMatch(STACK_FRAME)
  }, 90_000)

  it('prints the stack trace after the message when DEBUG is set', async () => {
    const root = site({
      '.vitepress/config.ts': config(
        `{ name: 'ghost', spec: 'specs/ghost.yaml', label: 'Ghost', prefix: '/ghost' }`,
      ),
      'index.md': '# Home\n',
    })
    const { code, output } = await buildInChildProcess(root, {
      env: { DEBUG: 'vitepress-api-docs' },
    })
    expect(code).not.toBe(0)
    expect(output).toContain('the file does not exist')
    expect(output).toMatch(STACK_FRAME)
  }, 90_000)

  it('points at the line where an unclosed quote opens, not at the end of the file', async () => {
    const root = site({
      '.vitepress/config.ts': config(
        `{ name: 'quote', spec: 'specs/quote.yaml', label: 'Quote', prefix: '/quote' }`,
      ),
      'index.md': '# Home\n',
      'specs/quote.yaml': 'openapi: 3.0.0\ninfo:\n  title: "Pets\n  version: 1.0.0\npaths: {}\n',
    })
    const { code, output } = await buildInChildProcess(root)
    expect(code).not.toBe(0)
    expect(output).toContain(`(${join(root, 'specs/quote.yaml')}:3:10): invalid YAML`)
    expect(output).not.toMatch(STACK_FRAME)
  }, 90_000)

  it('names the spec, file, line and column of invalid YAML', async () => {
    const root = site({
      '.vitepress/config.ts': config(
        `{ name: 'broken', spec: 'specs/broken.yaml', label: 'Broken', prefix: '/broken' }`,
      ),
      'index.md': '# Home\n',
    })
    writeFileSync(
      join(root, 'specs/broken.yaml'),
      'openapi: 3.0.0\ninfo: { title: x\n  version: [1\npaths: {}\n',
    )
    const { code, output } = await buildInChildProcess(root)
    expect(code).not.toBe(0)
    expect(output).toContain(`spec "broken" (${join(root, 'specs/broken.yaml')}:2:`)
    expect(output).toContain('invalid YAML')
    expect(output).not.toMatch(STACK_FRAME)
  }, 90_000)
})
