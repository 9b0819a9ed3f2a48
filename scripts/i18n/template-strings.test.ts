import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { templateLiterals } from './template-strings'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Words every language writes the same way: product and protocol names, code. */
const ALLOWED = [
  /^cURL$/,
  /^JSON$/,
  /^Markdown$/,
  /^HTTP$/,
  /^OAuth 2$/,
  /^Esc$/,
  /^curl -X /,
  // An author's mistake in a Markdown page (a name that is not in the spec), for the author.
  /^OpenApi(Endpoint|Schema|Spec): no \w+ "$/,
]

function vueFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return vueFiles(path)
    return name.endsWith('.vue') ? [path] : []
  })
}

describe('templates', () => {
  for (const pkg of ['playground', 'vitepress'])
    it(`of packages/${pkg} take every visible word from the catalog`, () => {
      const left = vueFiles(join(repo, `packages/${pkg}/src`))
        .flatMap(templateLiterals)
        .filter((literal) => !ALLOWED.some((allowed) => allowed.test(literal.text)))
        .map((literal) => `${relative(repo, literal.file)}:${literal.line}: ${literal.text}`)
      expect(left).toEqual([])
    })

  it('are scanned for text, aria-label, title and placeholder', () => {
    const file = join(repo, 'scripts/i18n/TemplateFixture.vue')
    expect(templateLiterals(file).map((literal) => literal.text)).toEqual([
      'Hello',
      'Close',
      'Name',
      'Shown',
    ])
  })
})
