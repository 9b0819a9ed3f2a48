import type {
  CodeSampleModel,
  DescribedEnvironment,
  ExternalDocsModel,
  TagGroup,
  TagSection,
} from '../../../shared/model'

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * An `externalDocs` object (OpenAPI 3.1, 4.8.11) as a link. Only `http:`, `https:` and relative
 * URLs are kept: a `javascript:` URL in a description must not become a link a reader clicks.
 */
export function externalDocs(raw: unknown): ExternalDocsModel | undefined {
  if (!isObject(raw) || typeof raw.url !== 'string') return undefined
  const url = raw.url.trim()
  if (!url || (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url))) return undefined
  const description = typeof raw.description === 'string' ? raw.description.trim() : ''
  return description ? { url, description } : { url }
}

/**
 * The samples an operation carries in `x-codeSamples` (Redocly) or its older spelling
 * `x-code-samples`: `{ lang, label?, source }` each; entries without a source are left out.
 */
export function codeSamples(operation: Raw): CodeSampleModel[] | undefined {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples']
  if (!Array.isArray(list)) return undefined
  const samples: CodeSampleModel[] = []
  for (const item of list) {
    if (!isObject(item) || typeof item.source !== 'string') continue
    const lang = typeof item.lang === 'string' && item.lang.trim() ? item.lang.trim() : 'Sample'
    const label = typeof item.label === 'string' && item.label.trim() ? item.label.trim() : lang
    samples.push({ lang, label, source: item.source })
  }
  return samples.length ? samples : undefined
}

/**
 * `x-tagGroups` (Redocly): named groups of tag names, in the given order. Tags a group names
 * that list nothing are left out, and so is a group left empty; a tag two groups name stays in
 * the first.
 */
export function tagSections(raw: unknown, tags: readonly TagGroup[]): TagSection[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const known = new Set(tags.map((tag) => tag.name))
  // A tag is listed once, in the first group that names it: its sidebar group is one place.
  const used = new Set<string>()
  const sections: TagSection[] = []
  for (const group of raw) {
    if (!isObject(group) || typeof group.name !== 'string' || !Array.isArray(group.tags)) continue
    const names: string[] = []
    for (const name of group.tags) {
      if (typeof name !== 'string' || !known.has(name) || used.has(name)) continue
      used.add(name)
      names.push(name)
    }
    if (names.length) sections.push({ name: group.name, tags: names })
  }
  return sections.length ? sections : undefined
}

/**
 * The tags in the order the sections list them, then the tags no section names (Redocly hides
 * those; here they stay reachable, after the sections).
 */
export function orderBySections(tags: TagGroup[], sections: readonly TagSection[]): TagGroup[] {
  const byName = new Map(tags.map((tag) => [tag.name, tag]))
  const named = sections.flatMap((section) => section.tags)
  const seen = new Set(named)
  return [...named.map((name) => byName.get(name)!), ...tags.filter((tag) => !seen.has(tag.name))]
}

/**
 * `x-scalar-environments` (Scalar's extension): environments by name, each with `variables` by
 * name, a variable being its value as a string or `{ description?, default? }`. As Scalar's own
 * schema reads it (packages/types, `xScalarEnvironmentsSchema`); `color` is not kept. A variable
 * object may also say `secret: true` (an addition of this plugin): the try-it then keeps the
 * reader's value of it for the browser session only. Anything of another shape is left out.
 */
export function scalarEnvironments(raw: unknown): DescribedEnvironment[] | undefined {
  if (!isObject(raw)) return undefined
  const environments: DescribedEnvironment[] = []
  for (const [name, env] of Object.entries(raw)) {
    if (!isObject(env)) continue
    const variables: DescribedEnvironment['variables'] = []
    for (const [key, value] of Object.entries(isObject(env.variables) ? env.variables : {})) {
      if (typeof value === 'string') variables.push({ name: key, value })
      else if (isObject(value)) {
        const text = typeof value.default === 'string' ? value.default : ''
        variables.push({
          name: key,
          value: text,
          ...(typeof value.description === 'string' && value.description.trim()
            ? { description: value.description.trim() }
            : {}),
          ...(value.secret === true ? { secret: true } : {}),
        })
      }
    }
    environments.push({ name, variables })
  }
  return environments.length ? environments : undefined
}
