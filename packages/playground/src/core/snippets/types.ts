import type { DigestCredentials } from '../types'

/** A text field of a multipart/form-data body. */
export interface SnippetFormField {
  /** Field name. */
  name: string
  /** Field value. */
  value: string
}

/** A file part of a multipart/form-data body; the snippet reads it from a local path. */
export interface SnippetFormFile {
  /** Field name. */
  name: string
  /** Path of the file to upload, as the snippet writes it (e.g. the chosen file's name). */
  file: string
  /** Content-Type of the part; without it each language picks its own default. */
  type?: string
}

/** One part of a multipart/form-data body, in the order it is sent. */
export type SnippetFormPart = SnippetFormField | SnippetFormFile

/**
 * What a code snippet sends: the same shape as toCurl's input (docs/guide/curl.md), plus
 * multipart parts. Auth is carried as the built request carries it: a header or a query parameter.
 */
export interface SnippetRequest {
  /** The full URL. */
  url: string
  /** HTTP method, in any case. */
  method: string
  /** Headers as sent; for a `form` body, Content-Type is left to the language's library. */
  headers?: Readonly<Record<string, string>>
  /** A text body (JSON, urlencoded, text, XML...); '' or undefined for none. Unused with `form`. */
  body?: string
  /** A multipart/form-data body, part by part; its boundary is the library's to choose. */
  form?: readonly SnippetFormPart[]
  /**
   * HTTP Digest credentials (RFC 7616): cURL, HTTPie and Python send them; the other languages
   * have no Digest client of their own and say so in a comment.
   */
  digest?: DigestCredentials
}

/** Whether `part` is a file part. */
export function isFilePart(part: SnippetFormPart): part is SnippetFormFile {
  return 'file' in part
}
