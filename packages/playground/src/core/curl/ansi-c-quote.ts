// bash's ANSI-C quoting, $'...' (https://www.gnu.org/software/bash/manual/bash.html#ANSI_002dC-Quoting),
// as Chrome and Firefox write it in "Copy as cURL (bash)" for bodies with control characters or
// non-ASCII text. One pass over its input, and it never throws.

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Text of bytes written as `\xHH` or octal escapes: UTF-8 when valid, else one char per byte. */
function decodeBytes(bytes: number[]): string {
  const array = Uint8Array.from(bytes)
  try {
    return utf8.decode(array)
  } catch {
    // Firefox writes U+0080..U+00FF as a single \xHH: read invalid UTF-8 as Latin-1 so é stays é.
    let text = ''
    for (const byte of array) text += String.fromCharCode(byte)
    return text
  }
}

function hexValue(c: string): number {
  const code = c.charCodeAt(0)
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 65 && code <= 70) return code - 55
  if (code >= 97 && code <= 102) return code - 87
  return -1
}

// The escapes that stand for one character.
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
}

/**
 * Reads a $'...' string whose body starts at `start`; returns its text and the index after it,
 * which is past the end of `s` when the quote is not closed.
 */
export function readAnsiC(s: string, start: number): [string, number] {
  let out = ''
  let bytes: number[] = []
  const flush = (): void => {
    if (bytes.length > 0) out += decodeBytes(bytes)
    bytes = []
  }
  let i = start
  while (i < s.length) {
    const c = s.charAt(i)
    if (c === "'") {
      flush()
      return [out, i + 1]
    }
    if (c !== '\\' || i + 1 >= s.length) {
      flush()
      out += c
      i++
      continue
    }
    const d = s.charAt(i + 1)
    i += 2
    const simple = SIMPLE_ESCAPES[d]
    if (simple !== undefined) {
      flush()
      out += simple
    } else if (d === 'x' || d === 'u' || d === 'U') {
      const max = d === 'x' ? 2 : d === 'u' ? 4 : 8
      let value = 0
      let len = 0
      while (len < max && i + len < s.length && hexValue(s.charAt(i + len)) >= 0) {
        value = value * 16 + hexValue(s.charAt(i + len))
        len++
      }
      i += len
      if (len === 0) {
        flush()
        out += `\\${d}`
      } else if (d === 'x') {
        bytes.push(value)
      } else {
        flush()
        out += value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd'
      }
    } else if (d >= '0' && d <= '7') {
      // \nnn: one to three octal digits, the first of which is d.
      let value = d.charCodeAt(0) - 48
      for (let k = 0; k < 2 && s.charAt(i) >= '0' && s.charAt(i) <= '7'; k++) {
        value = value * 8 + (s.charCodeAt(i) - 48)
        i++
      }
      bytes.push(value & 0xff)
    } else if (d === 'c' && i < s.length) {
      // \cX: the control character X & 0x1f.
      flush()
      out += String.fromCharCode(s.charCodeAt(i) & 0x1f)
      i++
    } else {
      flush()
      out += `\\${d}`
    }
  }
  flush()
  return [out, s.length + 1]
}
