/** What a code snippet sends: the same shape as toCurl's input (SEED.md 2, request envelope). */
export interface SnippetRequest {
  url: string
  method: string
  headers?: Readonly<Record<string, string>>
  /** A text body; '' or undefined for none. */
  body?: string
}
