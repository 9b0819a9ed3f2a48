import { scanJsonObject, type JsonEntry, type KnownEnd } from './scan'
import {
  ADDITIONAL,
  METHODS,
  isAdditionalMethod,
  isObject,
  operationKey,
  withSharedParameters,
  type SpecIndex,
} from './spec-index'
import { hashOf, refsInBytes, type Piece, type Range, type SpecSummary } from './summary'

/** One scanned piece: an operation, a path item's parameters or a component. */
interface RawPiece {
  start: number
  end: number
  hash: string
  refs: string[]
}

/** A scanned JSON version: its bytes and pieces serve as hints for scanning the next version. */
export interface JsonSpecIndex extends SpecIndex {
  bytes: Buffer
  /** By the keys above the piece joined with NUL: `paths\0/pets\0get`. */
  pieces: Map<string, RawPiece>
}

const descend = (keys: readonly string[]): boolean =>
  (keys.length <= 2 &&
    (keys[0] === 'paths' || keys[0] === 'webhooks' || keys[0] === 'components')) ||
  // A path item's `additionalOperations` (OpenAPI 3.2) holds operations one level deeper.
  (keys.length === 3 && keys[0] !== 'components' && keys[2] === ADDITIONAL)

const OPEN_OBJECT = 123
const OPEN_ARRAY = 91
const QUOTE = 34

function isJsonIndex(index: SpecIndex | undefined): index is JsonSpecIndex {
  return !!index && 'pieces' in index
}

/**
 * A piece whose bytes equal the previous version's piece of the same keys ends where that one
 * did, relative to its start: no need to scan it, hash it or look for its refs again.
 */
function knownEnd(bytes: Buffer, previous: JsonSpecIndex): KnownEnd {
  return (keys, start) => {
    const additional = keys.length === 4 && keys[2] === ADDITIONAL
    if (keys.length !== 3 && !additional && (keys.length !== 1 || descend(keys))) return undefined
    const old = previous.pieces.get(keys.join('\0'))
    if (!old) return undefined
    // Only values that end at their own closing character: a number's end is where it stops.
    const first = previous.bytes[old.start]
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY && first !== QUOTE) return undefined
    const end = start + old.end - old.start
    if (end > bytes.length) return undefined
    return bytes.compare(previous.bytes, old.start, old.end, start, end) === 0 ? end : undefined
  }
}

/**
 * Indexes an OpenAPI 3 JSON description by scanning its bytes, reusing what `previous` (the
 * version before) knew of every piece whose bytes did not change. Undefined when the bytes are
 * not an OpenAPI 3 JSON object.
 */
export function scanSpecBytes(bytes: Buffer, previous?: SpecIndex): JsonSpecIndex | undefined {
  const hint = isJsonIndex(previous) ? previous : undefined
  let top: JsonEntry[]
  try {
    top = scanJsonObject(bytes, descend, hint && knownEnd(bytes, hint))
  } catch {
    return undefined
  }
  const text = (entry: { start: number; end: number }) =>
    bytes.toString('utf8', entry.start, entry.end)
  const openapi = top.find((entry) => entry.key === 'openapi')
  if (!openapi || !/^"3\./.test(text(openapi))) return undefined
  const pieces = new Map<string, RawPiece>()
  const piece = (keys: string[], entry: JsonEntry): RawPiece => {
    const id = keys.join('\0')
    const old = entry.known ? hint?.pieces.get(id) : undefined
    const found = {
      start: entry.start,
      end: entry.end,
      hash: old?.hash ?? hashOf(bytes.subarray(entry.start, entry.end)),
      refs: old?.refs ?? refsInBytes(bytes, entry.start, entry.end),
    }
    pieces.set(id, found)
    return found
  }
  // The other top-level values (`x-webhooks` is near a megabyte) are kept only as ranges, so
  // that the next version skips them too.
  for (const entry of top)
    if (!entry.children)
      pieces.set(entry.key, { start: entry.start, end: entry.end, hash: '', refs: [] })
  const operations = new Map<string, Piece>()
  const items = (section: string) =>
    (top.find((entry) => entry.key === section)?.children ?? []).map((item) => ({ section, item }))
  for (const { section, item } of [...items('paths'), ...items('webhooks')]) {
    const sharedEntry = item.children?.find((entry) => entry.key === 'parameters')
    const shared = sharedEntry && piece([section, item.key, 'parameters'], sharedEntry)
    const additional = item.children?.find((entry) => entry.key === ADDITIONAL)
    const found = [
      ...(item.children ?? [])
        .filter((entry) => METHODS.has(entry.key))
        .map((entry) => ({ entry, keys: [section, item.key, entry.key] })),
      ...(additional?.children ?? [])
        .filter((entry) => isAdditionalMethod(entry.key))
        .map((entry) => ({ entry, keys: [section, item.key, ADDITIONAL, entry.key] })),
    ]
    for (const { entry, keys } of found) {
      const own = piece(keys, entry)
      operations.set(operationKey(section, entry.key, item.key), {
        hash: shared ? `${own.hash}+${shared.hash}` : own.hash,
        refs: shared ? [...new Set([...own.refs, ...shared.refs])] : own.refs,
        at: [own.start, own.end],
        ...(shared ? { shared: [shared.start, shared.end] as const } : {}),
      })
    }
  }
  const components = new Map<string, Piece>()
  for (const section of top.find((entry) => entry.key === 'components')?.children ?? []) {
    for (const entry of section.children ?? []) {
      const found = piece(['components', section.key, entry.key], entry)
      components.set(`${section.key}/${entry.key}`, {
        hash: found.hash,
        refs: found.refs,
        at: [found.start, found.end],
      })
    }
  }
  const info = top.find((entry) => entry.key === 'info')
  const infoValue: unknown = info ? JSON.parse(text(info)) : undefined
  const version = isObject(infoValue) ? infoValue.version : undefined
  const summary: SpecSummary = {
    version: typeof version === 'string' ? version : undefined,
    operations,
    components,
    scanned: true,
  }
  return { ...indexScanned(bytes, summary), bytes, pieces }
}

/**
 * Indexes a blob's bytes from a summary made of the same blob earlier (by `scanSpecBytes`): its
 * ranges say where each piece sits, so nothing is scanned.
 */
export function indexScanned(bytes: Buffer, summary: SpecSummary): SpecIndex {
  const parse = (range: Range | undefined): unknown =>
    range && JSON.parse(bytes.toString('utf8', range[0], range[1]))
  const components = new Map<string, unknown>()
  return {
    summary,
    operation(key) {
      const piece = summary.operations.get(key)
      const operation = parse(piece?.at)
      return isObject(operation) ? withSharedParameters(operation, parse(piece?.shared)) : undefined
    },
    component(key) {
      if (!components.has(key)) components.set(key, parse(summary.components.get(key)?.at))
      return components.get(key)
    },
  }
}
