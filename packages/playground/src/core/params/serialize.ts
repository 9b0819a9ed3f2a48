// OpenAPI parameter serialization (OpenAPI 3.2 sections 4.8.12.2 to 4.8.12.6): `style`, `explode`,
// `allowReserved`, and `in: "querystring"`. One module for the request, every code sample, the
// cURL command and the URL shown above the form, so that all of them agree to the byte.
import { encodeValue, expandBody, isUndefinedValue, type ParamValue } from './expand'

/** Where a parameter goes (OpenAPI 3.2 section 4.8.12.1). */
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie'

/**
 * OpenAPI's `style` values (section 4.8.12.3), plus `tabDelimited`: Swagger 2.0's
 * `collectionFormat: tsv`, which OpenAPI 3 dropped, as swagger2openapi leaves it
 * (`x-collectionFormat: tsv`).
 */
export type ParamStyle =
  | 'matrix'
  | 'label'
  | 'simple'
  | 'form'
  | 'spaceDelimited'
  | 'pipeDelimited'
  | 'deepObject'
  | 'tabDelimited'

/** How one parameter is serialized. */
export interface ParamSerialization {
  /** `style`; the default depends on `in` (section 4.8.12.2.2): form for query and cookie, else simple. */
  style?: ParamStyle
  /** `explode`; true by default for `form`, false otherwise. */
  explode?: boolean
  /** `allowReserved`: reserved characters of a query value go unencoded (RFC 6570 section 3.2.3). */
  allowReserved?: boolean
}

/** The style a parameter uses where it names none (section 4.8.12.2.2, `style`). */
export function defaultStyle(location: ParamLocation): ParamStyle {
  return location === 'query' || location === 'cookie' ? 'form' : 'simple'
}

function resolved(location: ParamLocation, options: ParamSerialization) {
  const style = options.style ?? defaultStyle(location)
  return { style, explode: options.explode ?? style === 'form' }
}

/**
 * A path parameter's text in place of `{name}`: `simple`, `label` (`.`) or `matrix` (`;`), as the
 * RFC 6570 expansions sections 3.2.2, 3.2.5 and 3.2.7 define them. Values are percent-encoded
 * but for RFC 3986's unreserved characters; the separators are not.
 */
export function serializePathParam(
  name: string,
  value: ParamValue,
  options: ParamSerialization = {},
): string {
  const { style, explode } = resolved('path', options)
  const operator = style === 'label' ? '.' : style === 'matrix' ? ';' : ''
  const body = expandBody(operator, name, value, explode)
  if (body === undefined) return ''
  return (operator === '' ? '' : operator) + body
}

// Characters RFC 3986 section 3.4 does not allow in a query even where reserved expansion keeps
// the reserved set: a `#` would end the query, `[` and `]` are only allowed in a host.
const NOT_IN_QUERY = /[#[\]]/g

/**
 * A query parameter as `name=value` pairs joined by `&`, without a leading `?` or `&` (section
 * 4.8.12.5): `form` (RFC 6570 section 3.2.8), `spaceDelimited` (`%20`), `pipeDelimited` (`%7C`),
 * `tabDelimited` (`%09`) and `deepObject` (`name%5Bkey%5D=value`), as the table of section
 * 4.8.12.6 shows them. '' when nothing is sent (an empty list or object).
 */
export function serializeQueryParam(
  name: string,
  value: ParamValue,
  options: ParamSerialization = {},
): string {
  const { style, explode } = resolved('query', options)
  const encode = (text: string): string =>
    options.allowReserved
      ? encodeValue(text, true).replace(NOT_IN_QUERY, (char) => encodeValue(char))
      : encodeValue(text)
  if (isUndefinedValue(value)) return ''
  const key = encodeValue(name)
  const delimiter =
    style === 'spaceDelimited'
      ? '%20'
      : style === 'pipeDelimited'
        ? '%7C'
        : style === 'tabDelimited'
          ? '%09'
          : undefined
  // The delimited styles define only explode false; exploded, they are taken as form's
  // repeated pairs, as most servers read them.
  if (delimiter !== undefined && value.type !== 'primitive' && !explode) {
    const parts =
      value.type === 'array' ? value.items : value.entries.flatMap(([field, item]) => [field, item])
    return `${key}=${parts.map(encode).join(delimiter)}`
  }
  if (style === 'deepObject' && value.type === 'object') {
    // deepObject defines explode true only; false is undefined (section 4.8.12.2.2, `explode`).
    return value.entries
      .map(
        ([field, item]) =>
          `${key}${encodeValue('[')}${encode(field)}${encodeValue(']')}=${encode(item)}`,
      )
      .join('&')
  }
  return expandBody('&', key, value, explode, encode) ?? ''
}

/**
 * A header parameter's value: `simple` style (RFC 6570 section 3.2.2), with no percent-encoding,
 * which section 4.8.12.2.2 forbids for headers.
 */
export function serializeHeaderParam(value: ParamValue, options: ParamSerialization = {}): string {
  const { explode } = resolved('header', options)
  return expandBody('', '', value, explode, (text) => text) ?? ''
}

/**
 * A cookie parameter as `name=value` pairs of a Cookie header (RFC 6265 section 4.2.1), `form`
 * style: exploded, each pair stands alone and they are joined by `; `, since neither `&` nor `?`
 * is ever right in a cookie (OpenAPI 3.2 Appendix D); values are percent-encoded as form does.
 */
export function serializeCookieParam(
  name: string,
  value: ParamValue,
  options: ParamSerialization = {},
): string {
  const { explode } = resolved('cookie', options)
  if (isUndefinedValue(value)) return ''
  if (value.type === 'primitive') return `${name}=${encodeValue(value.value)}`
  if (!explode) return `${name}=${expandBody('', name, value, false)}`
  if (value.type === 'array')
    return value.items.map((item) => `${name}=${encodeValue(item)}`).join('; ')
  return value.entries.map(([field, item]) => `${field}=${encodeValue(item)}`).join('; ')
}

// The characters a query may hold as they are (RFC 3986 section 3.4: pchar, `/` and `?`), plus
// `%` when it starts a percent-encoded triplet.
const QUERY_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/

/**
 * The whole query string of an `in: "querystring"` parameter (OpenAPI 3.2 section 4.8.12.1),
 * without the `?`: for `application/x-www-form-urlencoded`, an object's fields as that format
 * writes them (WHATWG URL section 5.2), or a text taken as a query string already, with only what
 * a query cannot hold percent-encoded; for any other media type, the text with everything but
 * RFC 3986's unreserved characters percent-encoded (section 4.8.12.4).
 */
export function serializeQueryString(value: ParamValue, mediaType: string): string {
  const type = mediaType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded') {
    if (value.type === 'object')
      return new URLSearchParams(value.entries.map(([k, v]) => [k, v])).toString()
    if (value.type === 'array')
      return new URLSearchParams(value.items.map((item) => [item, ''])).toString()
    let out = ''
    for (let i = 0; i < value.value.length;) {
      const char = String.fromCodePoint(value.value.codePointAt(i)!)
      const triplet = /^%[0-9A-Fa-f]{2}/.test(value.value.slice(i, i + 3))
      out += QUERY_CHAR.test(char) || triplet ? char : encodeValue(char)
      i += char.length
    }
    return out
  }
  const text =
    value.type === 'primitive'
      ? value.value
      : JSON.stringify(value.type === 'array' ? value.items : Object.fromEntries(value.entries))
  return encodeValue(text)
}
