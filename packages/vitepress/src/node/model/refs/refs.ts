import { readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { SchemaNode } from '../../../shared/model'
import { SpecError, findRefPosition } from '../../errors'
import type { LoadedSpec } from '../../description/load'

const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/

/** Looks up internal `$ref` pointers of one loaded description; unresolved ones fail with a line. */
export class RefResolver {
  /**
   * Schemas that `$ref`s name by a pointer other than `#/components/schemas/<name>`, kept as
   * references because they are large or contain themselves (see `toSchemaNode`).
   */
  readonly fragments: Record<string, SchemaNode>

  /** `fragments` is the record the fragments are written to (by default, a new one). */
  constructor(
    private readonly loaded: LoadedSpec,
    fragments: Record<string, SchemaNode> = {},
  ) {
    this.fragments = fragments
  }

  /**
   * Whether the keywords beside a schema's `$ref` apply too: from OpenAPI 3.1 on, schemas are
   * JSON Schema 2020-12, where `$ref` is an applicator like any other (Core, 8.2.3.1); in 3.0 a
   * Reference Object's other properties are ignored.
   */
  get refSiblingsApply(): boolean {
    return /^(3\.[1-9]|[4-9])/.test(String(this.loaded.document.openapi))
  }

  /** The component schema name a `$ref` names, if it names one directly. */
  componentSchemaName(ref: string): string | undefined {
    const match = COMPONENT_SCHEMA.exec(ref)
    if (!match) return undefined
    const name = decodePointerToken(match[1]!)
    this.resolve(ref)
    return name
  }

  /** The value a `#/...` pointer names. */
  resolve(ref: string): unknown {
    if (!ref.startsWith('#')) this.fail(ref, 'external $ref was not bundled')
    let node: unknown = this.loaded.document
    for (const token of ref.slice(1).split('/').slice(1)) {
      const key = decodePointerToken(token)
      if (node && typeof node === 'object' && key in node)
        node = (node as Record<string, unknown>)[key]
      else this.fail(ref, 'does not resolve')
    }
    return node
  }

  /** Follows `$ref` chains of a non-schema object (parameter, response, body, example, header). */
  deref<T>(value: T | { $ref: string }): T {
    let current: unknown = value
    const seen = new Set<string>()
    while (
      current &&
      typeof current === 'object' &&
      typeof (current as { $ref?: unknown }).$ref === 'string'
    ) {
      const ref = (current as { $ref: string }).$ref
      if (seen.has(ref)) this.fail(ref, 'is a $ref cycle')
      seen.add(ref)
      current = this.resolve(ref)
    }
    return current as T
  }

  /**
   * The text of a file a relative URI names (an Example Object's `externalValue`), read beside
   * the description file, which stands for the document's own URI. Fails with the URI's line
   * when the file is missing; undefined for binary content, which a page cannot show as text.
   */
  relativeText(uri: string): string | undefined {
    const path = resolve(dirname(this.loaded.file), decodeURIComponent(uri.split(/[?#]/)[0]!))
    let bytes: Buffer
    try {
      if (!statSync(path).isFile()) throw new Error('not a file')
      bytes = readFileSync(path)
    } catch {
      this.fail(uri, `(externalValue) names no file: ${path} does not exist`)
    }
    return bytes.includes(0) ? undefined : bytes.toString('utf8')
  }

  fail(ref: string, why: string): never {
    const { entry, file, text } = this.loaded
    const what = why.startsWith('(externalValue)') ? `"${ref}" ${why}` : `$ref "${ref}" ${why}`
    throw new SpecError(entry.name, file, what, findRefPosition(text, ref))
  }
}

function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')
}
