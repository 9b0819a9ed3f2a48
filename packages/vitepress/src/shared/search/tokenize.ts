const WORD = /[\p{L}\p{N}]+/gu
// listPets -> list Pets, HTTPServer -> HTTP Server, v2Users -> v2 Users.
const CAMEL = /([\p{Ll}\p{N}])(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu

/** The lowercase words of a text: split at punctuation, spaces and camelCase humps. */
export function tokenize(text: string): string[] {
  return asciiWords(text) ?? unicodeWords(text)
}

/** The rule itself, for any script: Unicode letters and numbers, Unicode case. */
export function unicodeWords(text: string): string[] {
  const spaced = text.replace(CAMEL, '$1$3 $2$4')
  return (spaced.match(WORD) ?? []).map((word) => word.toLowerCase())
}

const isLower = (code: number) => code >= 97 && code <= 122
const isUpper = (code: number) => code >= 65 && code <= 90
const isDigit = (code: number) => code >= 48 && code <= 57

/**
 * The same words as `unicodeWords` for an ASCII text, `undefined` for any other. The search
 * dialog tokenizes every name and path of the index when it opens (over six million characters
 * for Microsoft Graph v1.0 and beta), and the two Unicode regular expressions took most of that
 * time. The scan mirrors `CAMEL`'s matches, which do not overlap: after a hump the scan resumes
 * past the characters the match consumed.
 */
export function asciiWords(text: string): string[] | undefined {
  const words: string[] = []
  // ASCII keeps its length in lowercase, so words are cut from one lowercase copy.
  const lower = text.toLowerCase()
  let start = -1
  const close = (at: number) => {
    if (start >= 0) words.push(lower.slice(start, at))
    start = -1
  }
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i)
    if (code > 127) return undefined
    const upper = isUpper(code)
    if (!upper && !isLower(code) && !isDigit(code)) {
      close(i)
      i++
      continue
    }
    if (start < 0) start = i
    const next = text.charCodeAt(i + 1)
    if (!upper && isUpper(next)) {
      // `([\p{Ll}\p{N}])(\p{Lu})`: a word ends before the capital.
      close(i + 1)
      start = i + 1
      i += 2
    } else if (upper && isUpper(next) && isLower(text.charCodeAt(i + 2))) {
      // `(\p{Lu})(\p{Lu}\p{Ll})`: an acronym ends before the capitalized word.
      close(i + 1)
      start = i + 1
      i += 3
    } else i++
  }
  close(text.length)
  return words
}
