// How curl reads a -H value (https://curl.se/docs/manpage.html#-H and src/tool_getparam.c).

/** A -H value: a header to send, a header to remove (`Name:`), or something curl would not send. */
export type HeaderLine =
  | { kind: 'set'; name: string; value: string }
  | { kind: 'remove'; name: string }
  | { kind: 'invalid' }

function isHttpWhitespace(c: string): boolean {
  return c === ' ' || c === '\t'
}

/** Trims spaces and tabs only (RFC 9110 OWS); String#trim would also eat e.g. U+3000. */
export function trimOws(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isHttpWhitespace(text.charAt(start))) start++
  while (end > start && isHttpWhitespace(text.charAt(end - 1))) end--
  return text.slice(start, end)
}

/**
 * Reads a -H value (https://curl.se/docs/manpage.html#-H): `Name: value` sets a header,
 * `Name:` with nothing after the colon removes one curl would add, `Name;` sends it empty.
 */
export function parseHeaderLine(line: string): HeaderLine {
  const colon = line.indexOf(':')
  if (colon < 0) {
    const semicolon = line.indexOf(';')
    const name = trimOws(line.slice(0, semicolon))
    if (semicolon < 0 || name === '' || trimOws(line.slice(semicolon + 1)) !== '') {
      return { kind: 'invalid' }
    }
    return { kind: 'set', name, value: '' }
  }
  const name = trimOws(line.slice(0, colon))
  if (name === '') return { kind: 'invalid' }
  const value = trimOws(line.slice(colon + 1))
  return value === '' ? { kind: 'remove', name } : { kind: 'set', name, value }
}
