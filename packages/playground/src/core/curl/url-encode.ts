// URL encoding as --data-urlencode and --url-query do it (https://curl.se/docs/manpage.html#--data-urlencode).

const HEX = '0123456789ABCDEF'

/** RFC 3986 unreserved: A-Z a-z 0-9 - . _ ~ */
function isUnreserved(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x5f ||
    byte === 0x7e
  )
}

/** curl_easy_escape: the UTF-8 bytes of `text`, all but A-Z a-z 0-9 - . _ ~ as %XX. */
export function curlEscape(text: string, spaceAsPlus = false): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) {
    if (isUnreserved(byte)) out += String.fromCharCode(byte)
    else if (byte === 0x20 && spaceAsPlus) out += '+'
    else out += `%${HEX.charAt(byte >> 4)}${HEX.charAt(byte & 15)}`
  }
  return out
}

/**
 * URL-encodes text as --data-urlencode does: curl_easy_escape, then %20 as `+`
 * (replace_url_encoded_space_by_plus).
 */
export function curlUrlEncode(text: string): string {
  return curlEscape(text, true)
}

/**
 * What --data-urlencode sends for `arg` (https://curl.se/docs/manpage.html#--data-urlencode):
 * `content` and `=content` send the encoded content, `name=content` sends name=encoded content;
 * undefined for `@file` and `name@file`, which read a file.
 */
export function dataUrlencode(arg: string): string | undefined {
  const eq = arg.indexOf('=')
  if (eq < 0) return arg.includes('@') ? undefined : curlUrlEncode(arg)
  const encoded = curlUrlEncode(arg.slice(eq + 1))
  return eq === 0 ? encoded : `${arg.slice(0, eq)}=${encoded}`
}
