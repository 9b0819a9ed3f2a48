// The facts the home page states, each read from where it is kept, so the page cannot drift from
// them: the API search hotkey (this config gives it to apiDocs) and the GitHub build time (the
// Figures table of the root README, where `npm run bench -- api-docs` is reported).

/** The key that opens the API search with Ctrl or ⌘; VitePress's own search keeps K. */
export const API_SEARCH_HOTKEY = 'j'

/** The figure in a README table row, found by the start of the row's first cell. */
export function readmeFigure(readme: string, row: string): string {
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length > 3 && cells[1]!.startsWith(row) && cells[2]) return cells[2]
  }
  throw new Error(`README.md has no table row starting "${row}" with a figure`)
}

/** The values the home page's `{name}` placeholders stand for. */
export function homeFacts(readme: string): Record<string, string> {
  return {
    searchKeys: `Ctrl/⌘+${API_SEARCH_HOTKEY.toUpperCase()}`,
    githubBuildTime: readmeFigure(readme, '`vitepress build`: wall time'),
  }
}

/** Replaces each `{name}` in the text; an unknown name is an error, so a typo never ships. */
export function fillFacts(text: string, facts: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = facts[name]
    if (value === undefined) throw new Error(`docs/index.md: no fact named {${name}}`)
    return value
  })
}

/** The home page's frontmatter with the facts filled in, in its features' titles and details. */
export function fillHomeFrontmatter(
  frontmatter: Record<string, unknown>,
  facts: Record<string, string>,
): Record<string, unknown> {
  const features = frontmatter.features
  if (!Array.isArray(features)) return frontmatter
  return {
    ...frontmatter,
    features: features.map((feature: Record<string, unknown>) => ({
      ...feature,
      ...(typeof feature.details === 'string'
        ? { details: fillFacts(feature.details, facts) }
        : {}),
    })),
  }
}
