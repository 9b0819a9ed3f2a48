import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname } from 'node:path'
import { SpecError, positionAt } from '../errors'
import { specFile, type ResolvedSpecEntry } from '../options'
import { refsAgainstSelf } from './self-refs'
import { checkVersion, fieldOffset } from './versions'
import { yaml } from './yaml'
import { yamlErrorOffset } from './yaml-error'

/** An OpenAPI 3.x document as parsed: plain JSON values. */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string
  info?: { title?: string; version?: string; description?: string }
  paths?: Record<string, unknown>
  components?: Record<string, Record<string, unknown>>
}

/** A description loaded from disk: parsed, converted to OpenAPI 3 and with external refs bundled. */
export interface LoadedSpec {
  entry: ResolvedSpecEntry
  /** Absolute path of the description file. */
  file: string
  /** The source text, kept to point at lines in later errors. */
  text: string
  document: OpenApiDocument
  /** The version the file was written in (`2.0`, `3.0.3`, `3.1.0`). */
  sourceVersion: string
  /** Set when other files were bundled in: their refs became pointers into the document. */
  bundled?: true
}

/** Reads, parses and converts one spec entry's description; every failure names the file and line. */
export async function loadSpec(entry: ResolvedSpecEntry, root: string): Promise<LoadedSpec> {
  const file = specFile(entry, root)
  return parseSpec(entry, file, readSpecText(entry, file, root))
}

/** The text of a spec entry's description file; a missing file names the entry and the root. */
export function readSpecText(entry: ResolvedSpecEntry, file: string, root: string): string {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new SpecError(
      entry.name,
      file,
      `the file does not exist (\`spec: "${entry.spec}"\` is resolved from ${root})`,
    )
  return readFileSync(file, 'utf8')
}

/** Parses and converts a description's text (read from `file`); every failure names the file and line. */
export async function parseSpec(
  entry: ResolvedSpecEntry,
  file: string,
  text: string,
): Promise<LoadedSpec> {
  const raw = parseText(entry.name, file, text)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new SpecError(
      entry.name,
      file,
      'the file does not hold an object (an OpenAPI description)',
    )
  const doc = raw as Record<string, unknown>
  let document: OpenApiDocument
  const version = checkVersion(doc)
  if (version.kind === 'refused') {
    const offset = version.field && fieldOffset(text, version.field)
    throw new SpecError(
      entry.name,
      file,
      version.why,
      offset === undefined ? undefined : positionAt(text, offset),
    )
  }
  const sourceVersion = version.version
  if (version.kind === 'swagger') {
    // swagger2openapi wants the string "2.0"; YAML's unquoted `swagger: 2.0` is the number 2.
    document = await convertSwagger2(entry.name, file, { ...doc, swagger: '2.0' })
  } else {
    document = doc as OpenApiDocument
  }
  // OpenAPI 3.2: references are read against the document's `$self` when it has one.
  document = refsAgainstSelf(document, file)
  if (mayHaveExternalRef(text) && hasExternalRef(document)) {
    document = await bundleExternalRefs(entry.name, file, document)
    return { entry, file, text, document, sourceVersion, bundled: true }
  }
  return { entry, file, text, document, sourceVersion }
}

function parseText(spec: string, file: string, text: string): unknown {
  const ext = extname(file).toLowerCase()
  if (ext === '.json' || (ext !== '.yaml' && ext !== '.yml' && text.trimStart().startsWith('{'))) {
    try {
      return JSON.parse(text)
    } catch (error) {
      const message = (error as Error).message
      const at = /position (\d+)/.exec(message)
      // Node 20's JSON.parse names no position; the YAML parser (JSON is YAML) finds the spot.
      const position = at ? positionAt(text, Number(at[1])) : yamlErrorPosition(text)
      throw new SpecError(spec, file, `invalid JSON: ${message.split('\n')[0]}`, position)
    }
  }
  const { LineCounter, parseDocument } = yaml()
  const lineCounter = new LineCounter()
  const parsed = parseDocument(text, { lineCounter, prettyErrors: false })
  const first = parsed.errors[0]
  if (first) {
    const position = lineCounter.linePos(yamlErrorOffset(text, first))
    throw new SpecError(spec, file, `invalid YAML: ${first.message.split('\n')[0]}`, {
      line: position.line,
      column: position.col,
    })
  }
  return parsed.toJS({ maxAliasCount: -1 })
}

function yamlErrorPosition(text: string): { line: number; column: number } | undefined {
  const { LineCounter, parseDocument } = yaml()
  const lineCounter = new LineCounter()
  const first = parseDocument(text, { lineCounter }).errors[0]
  if (!first) return undefined
  const { line, col } = lineCounter.linePos(yamlErrorOffset(text, first))
  return { line, column: col }
}

async function convertSwagger2(
  spec: string,
  file: string,
  doc: Record<string, unknown>,
): Promise<OpenApiDocument> {
  // swagger2openapi is CommonJS and large; it is loaded only for Swagger 2.0 files.
  const { default: swagger2openapi } = await import('swagger2openapi')
  try {
    const result = await swagger2openapi.convertObj(doc as never, {
      patch: true,
      warnOnly: true,
      resolve: false,
    })
    return result.openapi as unknown as OpenApiDocument
  } catch (error) {
    throw new SpecError(
      spec,
      file,
      `could not convert Swagger 2.0 to OpenAPI 3: ${(error as Error).message}`,
    )
  }
}

/**
 * A fast look at the text: most descriptions have only `#/...` refs, and walking 13 MB is slow.
 * A `$ref` key whose value is an object is a path (Microsoft Graph's OData `/…/$ref` paths), not
 * a reference: walking each of its descriptions for nothing took 0.3 s.
 */
export function mayHaveExternalRef(text: string): boolean {
  return /\$ref["']?\s*:\s*["']?(?!#)[^\s"'{[]/.test(text)
}

function hasExternalRef(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) return true
      if (child && typeof child === 'object') stack.push(child)
    }
  }
  return false
}

async function bundleExternalRefs(
  spec: string,
  file: string,
  document: OpenApiDocument,
): Promise<OpenApiDocument> {
  try {
    // bundle() pulls external files in and rewrites their refs as internal pointers, so component
    // schemas keep their names (the pages link to them) instead of being inlined everywhere.
    // Loaded here: a description without external refs never needs it.
    const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser')
    return (await $RefParser.bundle(file, document as never, {
      resolve: { http: false },
    })) as unknown as OpenApiDocument
  } catch (error) {
    const message = (error as Error).message
    throw new SpecError(spec, file, `a $ref does not resolve: ${message}`)
  }
}
