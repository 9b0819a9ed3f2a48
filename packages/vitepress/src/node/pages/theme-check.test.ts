import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { themeProblem } from './theme-check'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function site(theme?: Record<string, string>): { root: string; themeDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'theme-check-'))
  roots.push(root)
  const themeDir = join(root, '.vitepress/theme')
  if (theme) {
    mkdirSync(themeDir, { recursive: true })
    for (const [name, text] of Object.entries(theme)) writeFileSync(join(themeDir, name), text)
  }
  return { root, themeDir }
}

describe('themeProblem', () => {
  it('says where the theme is missing and what to write, when VitePress uses its own', () => {
    const { root } = site()
    const problem = themeProblem(
      root,
      '/somewhere/node_modules/vitepress/dist/client/theme-default',
    )
    expect(problem).toContain('no theme at .vitepress/theme/index.ts')
    expect(problem).toContain('withApiDocs(DefaultTheme)')
    // A theme folder without an entry module VitePress reads is no theme either.
    const { root: empty, themeDir } = site({ 'style.css': '' })
    expect(themeProblem(empty, themeDir)).toContain('no theme at .vitepress/theme/index.ts')
  })

  it('names a theme entry that does not import the client', () => {
    const { root, themeDir } = site({
      'index.mjs': "import DefaultTheme from 'vitepress/theme'\nexport default DefaultTheme\n",
    })
    expect(themeProblem(root, themeDir)).toMatch(
      /^\.vitepress\/theme\/index\.mjs does not import vitepress-api-docs\/client/,
    )
  })

  it('finds nothing wrong with a theme that wraps with withApiDocs', () => {
    const { root, themeDir } = site({
      'index.ts':
        "import DefaultTheme from 'vitepress/theme'\nimport { withApiDocs } from 'vitepress-api-docs/client'\nexport default withApiDocs(DefaultTheme)\n",
    })
    expect(themeProblem(root, themeDir)).toBeUndefined()
  })
})
