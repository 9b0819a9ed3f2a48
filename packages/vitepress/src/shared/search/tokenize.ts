const WORD = /[\p{L}\p{N}]+/gu
// listPets -> list Pets, HTTPServer -> HTTP Server, v2Users -> v2 Users.
const CAMEL = /([\p{Ll}\p{N}])(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu

/** The lowercase words of a text: split at punctuation, spaces and camelCase humps. */
export function tokenize(text: string): string[] {
  const spaced = text.replace(CAMEL, '$1$3 $2$4')
  return (spaced.match(WORD) ?? []).map((word) => word.toLowerCase())
}
