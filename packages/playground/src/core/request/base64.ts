// Base64 of UTF-8 text without Buffer, so it works in browsers and Node alike. btoa alone only
// accepts Latin-1 and throws on anything else, so the text is UTF-8 encoded first and the bytes
// are passed to btoa as a "binary string" (one char per byte).

// String.fromCharCode(...bytes) takes its arguments on the stack: convert in bounded slices.
const SLICE = 0x8000

/** Base64 (RFC 4648 section 4) of the given bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE))
  }
  return btoa(binary)
}

/** Base64 of the UTF-8 encoding of `text` (lone surrogates become U+FFFD, as TextEncoder does). */
export function base64Encode(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text))
}
