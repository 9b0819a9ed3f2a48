// Where to point a reader at a YAML syntax error. The `yaml` parser reports a quoted scalar that
// is never closed (YAML 1.2.2, 7.3.1 and 7.3.2) where it gave up looking for the closing quote:
// the end of the input, which says nothing about which of a long file's quotes is open.
import type { CST, YAMLError } from 'yaml'
import { yaml } from './yaml'

const QUOTED = new Set(['double-quoted-scalar', 'single-quoted-scalar'])

/**
 * The character offset to report for a YAML parse error: the parser's own position, except for
 * a missing closing quote reported at the end of the input, which points at the opening quote.
 */
export function yamlErrorOffset(text: string, error: YAMLError): number {
  const at = error.pos[0]
  if (error.code !== 'MISSING_CHAR' || text.slice(at).trim() !== '') return at
  return unclosedQuoteOffset(text, at) ?? at
}

/** The offset of the quoted scalar that runs on to `end`, the first one if several do. */
function unclosedQuoteOffset(text: string, end: number): number | undefined {
  let found: number | undefined
  const check = (token: CST.Token | undefined) => {
    if (found === undefined && token && QUOTED.has(token.type)) {
      const { offset, source } = token as CST.FlowScalar
      if (offset + source.length >= end) found = offset
    }
  }
  for (const token of new (yaml().Parser)().parse(text)) {
    if (token.type !== 'document') continue
    check(token.value)
    if (token.value) {
      yaml().CST.visit(token, ({ key, value }) => {
        check(key ?? undefined)
        check(value)
      })
    }
    if (found !== undefined) return found
  }
  return found
}
