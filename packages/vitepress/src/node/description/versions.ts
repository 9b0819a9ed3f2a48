// Which OpenAPI versions a description may say it is written in. The OpenAPI Specification
// ("Versions and Deprecation") versions itself `major.minor.patch`: `major.minor` names the
// feature set, and "the patch version SHOULD NOT be considered by tooling".

/** The OpenAPI 3 feature sets (`major.minor`) the plugin reads. */
export const KNOWN_OPENAPI = ['3.0', '3.1', '3.2'] as const

/** What the version field of a description says, or why it cannot be read. */
export type VersionCheck =
  | { kind: 'swagger'; version: string }
  | { kind: 'openapi'; version: string; featureSet: (typeof KNOWN_OPENAPI)[number] }
  | { kind: 'refused'; field: 'openapi' | 'swagger' | undefined; why: string }

/**
 * The version a field holds, as written. YAML reads `swagger: 2.0` and `openapi: 3.1` unquoted
 * as numbers (2 and 3.1); they are taken as the versions their authors wrote.
 */
function versionText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value))
    return Number.isInteger(value) ? `${value}.0` : String(value)
  return undefined
}

/** Reads the `openapi` (or `swagger`) field of a parsed description. */
export function checkVersion(doc: Record<string, unknown>): VersionCheck {
  if (doc.swagger !== undefined && doc.openapi === undefined) {
    const version = versionText(doc.swagger)
    if (version !== undefined && /^2\.0(?:\.\d+)?$/.test(version))
      return { kind: 'swagger', version }
    return {
      kind: 'refused',
      field: 'swagger',
      why: `unsupported swagger version "${String(doc.swagger)}" (only Swagger 2.0 is read)`,
    }
  }
  const version = versionText(doc.openapi)
  const known = KNOWN_OPENAPI.join('/')
  if (version === undefined)
    return {
      kind: 'refused',
      field: doc.openapi === undefined ? undefined : 'openapi',
      why: `not an OpenAPI ${known} or Swagger 2.0 description (no \`openapi: 3.x.y\` or \`swagger: "2.0"\` field)`,
    }
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?(?:-[0-9A-Za-z.-]+)?$/.exec(version)
  const featureSet = match ? `${Number(match[1])}.${Number(match[2])}` : undefined
  const found = KNOWN_OPENAPI.find((set) => set === featureSet)
  if (found) return { kind: 'openapi', version, featureSet: found }
  const why = !match
    ? `openapi "${version}" is not a version number (\`major.minor.patch\`, e.g. 3.2.0)`
    : match[1] !== '3'
      ? `OpenAPI ${match[1]} is not supported (openapi "${version}"); this plugin reads OpenAPI ${known} and Swagger 2.0`
      : `OpenAPI ${featureSet} is newer than this plugin knows (openapi "${version}"); it reads OpenAPI ${known} and Swagger 2.0`
  return { kind: 'refused', field: 'openapi', why }
}

/** Where a top-level field (`openapi:` or `"openapi":`) starts in the text, as an offset. */
export function fieldOffset(text: string, field: string): number | undefined {
  const match = new RegExp(`^["']?${field}["']?\\s*:`, 'm').exec(text)
  if (match) return match.index
  // JSON on one line: the key is anywhere.
  const at = text.indexOf(`"${field}"`)
  return at === -1 ? undefined : at
}
