import { PLACEHOLDER } from '../../core/request/url'

/**
 * Matches a concrete path against a URL template's path, giving the placeholder values,
 * e.g. `/users/{id}` and `/users/42` give `{ id: '42' }`; null when they do not match.
 */
export function matchUrlTemplate(template: string, path: string): Record<string, string> | null {
  const names: string[] = []
  let pattern = '^'
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    pattern += escapeRegExp(template.slice(last, match.index))
    const name = (match[1] ?? match[2])!
    // A repeated placeholder must match the same text: a backreference says so.
    const seen = names.indexOf(name)
    pattern += seen >= 0 ? `\\${seen + 1}` : '([^/?#]+)'
    if (seen < 0) names.push(name)
    last = match.index + match[0].length
  }
  pattern += escapeRegExp(template.slice(last).replace(/\/+$/, '')) + '/?$'
  const found = new RegExp(pattern).exec(path)
  if (!found) return null
  const values: Record<string, string> = {}
  names.forEach((name, i) => {
    values[name] = safeDecode(found[i + 1] ?? '')
  })
  return values
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
