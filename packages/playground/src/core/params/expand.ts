// RFC 6570 (URI Template) level 4 expansion of one variable, without the prefix modifier, which
// OpenAPI's styles never use. The OpenAPI styles `simple`, `label`, `matrix` and `form` are
// defined as these expansions (OpenAPI 3.2 section 4.8.12.3, "Style Values").

/** A parameter's value: a primitive (as text), a list, or an associative array in order. */
export type ParamValue =
  | { readonly type: 'primitive'; readonly value: string }
  | { readonly type: 'array'; readonly items: readonly string[] }
  | { readonly type: 'object'; readonly entries: readonly (readonly [string, string])[] }

/** The RFC 6570 expression operators (section 2.2): '' is simple string expansion. */
export type Rfc6570Operator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&'

interface OperatorRules {
  first: string
  sep: string
  named: boolean
  ifemp: string
  reserved: boolean
}

// RFC 6570 Appendix A, the table of operator behaviour.
const RULES: Readonly<Record<Rfc6570Operator, OperatorRules>> = {
  '': { first: '', sep: ',', named: false, ifemp: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifemp: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifemp: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifemp: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifemp: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', reserved: false },
  '#': { first: '#', sep: ',', named: false, ifemp: '', reserved: true },
}

const UNRESERVED = /[A-Za-z0-9\-._~]/
// RFC 3986 section 2.2 gen-delims and sub-delims.
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/
const PCT_TRIPLET = /^%[0-9A-Fa-f]{2}/
// A surrogate half without its partner: encodeURIComponent throws URIError on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Percent-encodes `text` as RFC 6570 section 3.2.1 does: every character outside the unreserved
 * set as UTF-8 `%XX` ("U"), or, with `reserved`, keeping the reserved set and `%XX` triplets as
 * well ("U+R", section 3.2.3). Lone surrogates become U+FFFD, as TextEncoder does.
 */
export function encodeValue(text: string, reserved = false): string {
  const wellFormed = text.replace(LONE_SURROGATE, '\uFFFD')
  let out = ''
  for (let i = 0; i < wellFormed.length;) {
    const char = String.fromCodePoint(wellFormed.codePointAt(i)!)
    if (reserved && char === '%' && PCT_TRIPLET.test(wellFormed.slice(i, i + 3))) {
      out += wellFormed.slice(i, i + 3)
      i += 3
      continue
    }
    if (UNRESERVED.test(char) || (reserved && RESERVED.test(char))) out += char
    // encodeURIComponent leaves !'()* as they are; RFC 6570's U set does not.
    else out += encodeURIComponent(char).replace(/[!'()*]/g, hexEscape)
    i += char.length
  }
  return out
}

function hexEscape(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`
}

/** Whether RFC 6570 section 2.3 counts the value as undefined: an empty list or object. */
export function isUndefinedValue(value: ParamValue): boolean {
  return (
    (value.type === 'array' && value.items.length === 0) ||
    (value.type === 'object' && value.entries.length === 0)
  )
}

/**
 * The expansion of `{<op>name}` (or `{<op>name*}` with `explode`) for one variable, with the
 * operator's leading character; '' for an undefined value (RFC 6570 section 3.2.1).
 * `encode` replaces the operator's own encoding, e.g. none for a header value.
 */
export function expandVariable(
  operator: Rfc6570Operator,
  name: string,
  value: ParamValue,
  explode: boolean,
  encode?: (text: string) => string,
): string {
  const body = expandBody(operator, name, value, explode, encode)
  return body === undefined ? '' : RULES[operator].first + body
}

/** The expansion without the operator's leading character; undefined for an undefined value. */
export function expandBody(
  operator: Rfc6570Operator,
  name: string,
  value: ParamValue,
  explode: boolean,
  encode?: (text: string) => string,
): string | undefined {
  if (isUndefinedValue(value)) return undefined
  const rules = RULES[operator]
  const enc = encode ?? ((text: string) => encodeValue(text, rules.reserved))
  // A name, then `=` and the text, or the operator's text for an empty value (section 3.2.1).
  const named = (key: string, text: string): string =>
    text === '' ? key + rules.ifemp : `${key}=${text}`
  if (value.type === 'primitive') {
    return rules.named ? named(name, enc(value.value)) : enc(value.value)
  }
  if (!explode) {
    const joined =
      value.type === 'array'
        ? value.items.map(enc).join(',')
        : value.entries.map(([key, item]) => `${enc(key)},${enc(item)}`).join(',')
    return rules.named ? named(name, joined) : joined
  }
  if (value.type === 'array') {
    return value.items
      .map((item) => (rules.named ? named(name, enc(item)) : enc(item)))
      .join(rules.sep)
  }
  return value.entries
    .map(([key, item]) => (rules.named ? named(enc(key), enc(item)) : `${enc(key)}=${enc(item)}`))
    .join(rules.sep)
}
