import { pairsToObject } from './http.ts'

export interface EchoPart {
  name: string
  filename?: string
  size: number
  type?: string
  /** Only for text fields: file contents are summarised, never echoed. */
  value?: string
}

export interface ParsedBody {
  json: unknown
  form: Record<string, string | string[]> | null
  parts: EchoPart[] | null
  /** Set when the content type promised a structure the body does not have. */
  error?: string
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json')
}

async function parseMultipart(contentType: string, body: Buffer): Promise<EchoPart[]> {
  // undici's multipart parser (behind Request.formData) saves a hand-written one.
  const request = new Request('http://echo.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    // A copy, because BodyInit wants a view over a plain ArrayBuffer, not Node's pooled one.
    body: new Uint8Array(body),
  })
  const form = await request.formData()
  const parts: EchoPart[] = []
  for (const [name, entry] of form) {
    if (typeof entry === 'string') {
      parts.push({ name, size: Buffer.byteLength(entry), value: entry })
    } else {
      parts.push({
        name,
        filename: entry.name,
        size: entry.size,
        ...(entry.type ? { type: entry.type } : {}),
      })
    }
  }
  return parts
}

/** Interprets a request body by its content type, as the echo endpoint reports it. */
export async function parseBody(
  contentType: string | undefined,
  body: Buffer,
): Promise<ParsedBody> {
  const parsed: ParsedBody = { json: null, form: null, parts: null }
  if (!contentType) return parsed
  const type = mediaType(contentType)
  const text = body.toString('utf8')
  if (isJsonType(type)) {
    if (text.trim() === '') return parsed
    try {
      parsed.json = JSON.parse(text)
    } catch (error) {
      parsed.error = `Body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    parsed.form = pairsToObject(new URLSearchParams(text))
  } else if (type === 'multipart/form-data') {
    if (body.length === 0) return { ...parsed, parts: [] }
    try {
      parsed.parts = await parseMultipart(contentType, body)
    } catch {
      parsed.error = 'Body is not valid multipart/form-data for the boundary in Content-Type.'
    }
  }
  return parsed
}
