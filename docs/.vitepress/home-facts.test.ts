import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fillFacts, fillHomeFrontmatter, homeFacts, readmeFigure } from './home-facts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = readFileSync(`${root}README.md`, 'utf8')

describe('home page facts', () => {
  it('reads the GitHub build time from the README figures', () => {
    const facts = homeFacts(readme)
    expect(facts.githubBuildTime).toMatch(/^\d+(–\d+)? s$/)
    expect(readme).toContain(`| ${facts.githubBuildTime} `)
    expect(facts.searchKeys).toBe('Ctrl/⌘+J')
  })

  it('says which README row is missing', () => {
    expect(() => readmeFigure('| a | 1 s |', 'b')).toThrow('no table row starting "b"')
    expect(readmeFigure('| figure | measured |\n| `x`: y | 5 s | ≤ 9 s |', '`x`')).toBe('5 s')
  })

  it('fills placeholders and refuses an unknown one', () => {
    expect(fillFacts('in {t}, with {t}', { t: '5 s' })).toBe('in 5 s, with 5 s')
    expect(() => fillFacts('{nope}', {})).toThrow('no fact named {nope}')
  })

  it('leaves no placeholder in the home page, and states no figure by hand', () => {
    const home = readFileSync(`${root}docs/index.md`, 'utf8')
    const details = [...home.matchAll(/^\s+details: (.*)$/gm)].map((match) => match[1]!)
    expect(details.join(' ')).toContain('{githubBuildTime}')
    expect(details.join(' ')).toContain('{searchKeys}')
    const filled = fillHomeFrontmatter(
      { features: details.map((text) => ({ details: text })) },
      homeFacts(readme),
    ).features as { details: string }[]
    for (const feature of filled) expect(feature.details).not.toMatch(/[{}]/)
    // Only the facts name a time or a key: no "about two minutes", no "Cmd+K".
    expect(details.join(' ')).not.toMatch(/minute|Cmd\+|\d+ s\b/)
  })
})
