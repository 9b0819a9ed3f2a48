import { pathToFileURL } from 'node:url'

type Raw = Record<string, unknown>

/**
 * The document with its `$ref`s read against its `$self` (OpenAPI 3.2.0, OpenAPI Object: "the
 * self-assigned URI of this document, which also serves as its base URI"). A reference to the
 * document itself by that URI (`https://example.com/api/openapi.yaml#/components/schemas/Pet`)
 * becomes the internal pointer it is; one to a document beside it (`./common.yaml#/Thing` or
 * `https://example.com/api/common.yaml#/Thing`) names the file beside the description, which
 * stands for its `$self` ("implementations SHOULD allow users to provide documents with their
 * intended retrieval URIs"). A relative `$self` is first resolved against the file's own URL.
 * Other references are left as written. The same document comes back when it has no `$self`.
 */
export function refsAgainstSelf<T extends Raw>(document: T, file: string): T {
  if (typeof document.$self !== 'string' || !document.$self.trim()) return document
  let self: URL
  try {
    self = new URL(document.$self.trim(), pathToFileURL(file))
  } catch {
    return document
  }
  const here = withoutHash(self)
  const folder = here.slice(0, here.lastIndexOf('/') + 1)
  const rewrite = (ref: string): string => {
    let target: URL
    try {
      target = new URL(ref, self)
    } catch {
      return ref
    }
    const where = withoutHash(target)
    if (where === here) return target.hash || '#'
    if (where.startsWith(folder)) return `./${decodeURI(where.slice(folder.length))}${target.hash}`
    return ref
  }
  return walk(document, rewrite) as T
}

function withoutHash(url: URL): string {
  return url.href.replace(/#.*$/, '')
}

function walk(value: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, rewrite))
  if (!value || typeof value !== 'object') return value
  const out: Raw = {}
  for (const [key, child] of Object.entries(value as Raw))
    out[key] =
      key === '$ref' && typeof child === 'string' && !child.startsWith('#')
        ? rewrite(child)
        : walk(child, rewrite)
  return out
}
