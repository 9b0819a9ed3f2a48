import { createHash } from 'node:crypto'

/** A byte range of a blob: where a piece of a JSON description sits. */
export type Range = readonly [start: number, end: number]

/** What a comparison needs to know of one operation or component without parsing it. */
export interface Piece {
  /** A hash of its text: equal hashes, equal pieces. */
  hash: string
  /** The components (`schemas/Pet`) its text refers to directly. */
  refs: string[]
  /** Where it sits in a scanned JSON blob (undefined for parsed YAML or Swagger). */
  at?: Range
  /** For an operation, where its path item's shared parameters sit. */
  shared?: Range
}

/**
 * One version of a description as a comparison first sees it: a hash and the direct `$ref`s of
 * every operation and component. Two versions' summaries tell which operations may have
 * changed (their own text, or a component they reach) without parsing either version.
 */
export interface SpecSummary {
  version?: string
  /** `get /pets` → the operation, with its path item's parameters. */
  operations: Map<string, Piece>
  /** `schemas/Pet` → the component. */
  components: Map<string, Piece>
  /** True when the pieces carry byte ranges: a blob's bytes index it again without a scan. */
  scanned: boolean
}

/** A hash of some bytes or text, short enough to store thousands per blob. */
export function hashOf(data: Uint8Array | string): string {
  return createHash('sha1').update(data).digest('base64').slice(0, 22)
}

const REF = /"\$ref"\s*:\s*"#\/components\/([^/"]+)\/([^/"]+)/g

/** Decodes one JSON pointer segment. */
export function decodePointer(part: string): string {
  let decoded = part
  try {
    decoded = decodeURIComponent(part)
  } catch {
    // A stray "%" is a literal percent sign.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~')
}

/** The component keys (`schemas/Pet`) a piece of JSON text refers to, each once. */
export function refsIn(text: string): string[] {
  const keys = new Set<string>()
  for (const match of text.matchAll(REF)) keys.add(`${match[1]}/${decodePointer(match[2]!)}`)
  return [...keys]
}

/** The refs of a range of UTF-8 bytes, decoded only when it holds a `$ref` at all. */
export function refsInBytes(bytes: Buffer, start: number, end: number): string[] {
  const at = bytes.indexOf('"$ref"', start)
  if (at < 0 || at >= end) return []
  return refsIn(bytes.toString('utf8', start, end))
}

/** A summary as stored on disk: plain arrays, no maps. */
export interface StoredSummary {
  version?: string
  scanned: boolean
  operations: StoredPiece[]
  components: StoredPiece[]
}

type StoredPiece = [key: string, hash: string, refs: string[], at?: Range | null, shared?: Range]

/** The summary as JSON-friendly data. */
export function storeSummary(summary: SpecSummary): StoredSummary {
  const store = (pieces: Map<string, Piece>) =>
    [...pieces].map(([key, piece]): StoredPiece => {
      const stored: StoredPiece = [key, piece.hash, piece.refs]
      if (piece.at || piece.shared) stored.push(piece.at ?? null)
      if (piece.shared) stored.push(piece.shared)
      return stored
    })
  return {
    version: summary.version,
    scanned: summary.scanned,
    operations: store(summary.operations),
    components: store(summary.components),
  }
}

/** The summary back from what `storeSummary` gave. */
export function loadSummary(stored: StoredSummary): SpecSummary {
  const load = (pieces: StoredPiece[]) =>
    new Map(
      pieces.map(([key, hash, refs, at, shared]): [string, Piece] => [
        key,
        { hash, refs, ...(at ? { at } : {}), ...(shared ? { shared } : {}) },
      ]),
    )
  return {
    version: stored.version,
    scanned: stored.scanned,
    operations: load(stored.operations),
    components: load(stored.components),
  }
}
