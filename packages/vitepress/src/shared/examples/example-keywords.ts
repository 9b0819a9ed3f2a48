// What generated examples need of JSON Schema 2020-12's keywords beyond OpenAPI 3.0's: a property
// name that a `patternProperties` pattern (and `propertyNames`) accepts, and the text of a string
// whose content a `contentSchema` describes. Both run in the browser too, so they are small.
import type { SchemaNode } from '../model'

/**
 * A property name the pattern matches (and `names`, the `propertyNames` schema, allows): the
 * pattern's literal start followed by `name`, or a few plain names; `undefined` when none fits.
 * Patterns are ECMA-262 regular expressions (JSON Schema 2020-12 Core, 6.4), not anchored.
 */
export function sampleKey(pattern: string, names?: SchemaNode): string | undefined {
  const tests = [pattern, names?.pattern].flatMap((source) => {
    if (source === undefined) return []
    try {
      return [new RegExp(source, 'u')]
    } catch {
      return [/(?!)/]
    }
  })
  // `^x-` starts with `x-`; an escaped symbol (`\.`) is that symbol; anything else ends it.
  const literal = (/^\^?((?:[\w-]|\\[^\w])*)/.exec(pattern)?.[1] ?? '').replace(/\\(.)/g, '$1')
  const candidates = [`${literal}name`, literal, 'name', 'key1', 'a', '1']
  return candidates.find((key) => key && tests.every((test) => test.test(key)))
}

/**
 * A string holding `content`, as `contentMediaType` and `contentEncoding` say (JSON Schema
 * 2020-12 Validation, 8.3 and 8.4): JSON text for a JSON media type, then base64 when encoded so.
 */
export function contentText(node: SchemaNode, content: unknown): string | undefined {
  if (content === undefined) return undefined
  const type = node.contentMediaType?.split(';')[0]?.trim().toLowerCase()
  if (typeof content !== 'string' && !(type === undefined || /[/+]json$/.test(type)))
    return undefined
  const text = typeof content === 'string' ? content : JSON.stringify(content)
  if (node.contentEncoding?.toLowerCase() !== 'base64') return text
  // btoa takes one byte per character: the UTF-8 bytes of the text.
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
