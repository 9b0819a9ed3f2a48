import type {
  AuthConfig,
  HttpMethod,
  ParsedCurl,
  PlaygroundContentType,
  PlaygroundDataItem,
} from '../../core/types'
import { mediaType } from '../../core/body'
import { canFetchMethod, methodHasBody } from '../../core/method'
import { authFromHeader } from './authFromHeader'
import { isRemainingItem } from './requestForm'
import { matchUrlTemplate } from './urlTemplate'

/** The parts of the form a cURL import reads. */
export interface FormSnapshot {
  url: string
  method: string
  items: readonly PlaygroundDataItem[]
  server?: string
  servers?: readonly string[]
  auth: AuthConfig
}

/** What a cURL import changes in the form. */
export interface FormPatch {
  url: string
  method: HttpMethod
  /** New values of existing items, by name. */
  values: Record<string, string>
  /** Items the form did not have: extra query parameters, headers, form fields. */
  extraItems: PlaygroundDataItem[]
  /** Custom headers, replacing the form's header rows. */
  headers: Record<string, string>
  auth: AuthConfig
  /** Body text; null when the body went into items. */
  body: string | null
  contentType: PlaygroundContentType | undefined
  server: string | undefined
  /** Things the user should know: files to pick again, flags not applied. */
  notes: string[]
}

const CONTENT_TYPES: readonly PlaygroundContentType[] = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
  'application/xml',
]

/**
 * Maps a parsed cURL command onto the form: the URL is matched against the form's template so
 * path parameters fill their fields, and query, header and body values fill the items of the
 * same name before anything new is added.
 */
export function planCurlImport(parsed: ParsedCurl, form: FormSnapshot): FormPatch | string {
  const method = parsed.method.toLowerCase()
  if (!canFetchMethod(method)) {
    return `Browsers' fetch() cannot send ${parsed.method}: it refuses CONNECT, TRACE and TRACK.`
  }
  const patch: FormPatch = {
    url: form.url,
    method,
    values: {},
    extraItems: [],
    headers: {},
    auth: form.auth,
    body: null,
    contentType: undefined,
    server: form.server,
    notes: [],
  }
  const byName = new Map(form.items.map((item) => [item.name, item]))
  const remaining = (item: PlaygroundDataItem | undefined) =>
    item !== undefined && isRemainingItem(item)

  const { base, path, query } = splitUrl(parsed.url)
  const server = [form.server, ...(form.servers ?? [])].find(
    (s): s is string => !!s && sameBase(s, base),
  )
  const templatePath = splitUrl(form.url).path
  const serverPath = server ? splitUrl(server).path.replace(/\/+$/, '') : ''
  const relative = server && path.startsWith(serverPath) ? path.slice(serverPath.length) : path
  const isAbsoluteTemplate = /^[a-z][a-z\d+.-]*:\/\//i.test(form.url)
  const pathValues = isAbsoluteTemplate
    ? sameBase(form.url, base) && matchUrlTemplate(templatePath, path)
    : server && matchUrlTemplate(templatePath, relative)
  if (pathValues) {
    Object.assign(patch.values, pathValues)
    if (server) patch.server = server
  } else {
    patch.url = base + path
  }

  for (const [name, value] of query) {
    const item = byName.get(name)
    if (form.auth.type === 'apiKey' && form.auth.in === 'query' && form.auth.name === name) {
      patch.auth = { ...form.auth, value }
    } else if (item && (item.type === 'query' || (remaining(item) && !methodHasBody(method)))) {
      patch.values[name] = value
    } else {
      patch.extraItems.push({ name, value, type: 'query' })
    }
  }

  for (const [name, value] of Object.entries(parsed.headers)) {
    const lower = name.toLowerCase()
    const item = form.items.find((i) => i.type === 'header' && i.name.toLowerCase() === lower)
    const auth = lower === 'authorization' ? authFromHeader(value) : null
    if (auth) patch.auth = auth
    else if (
      form.auth.type === 'apiKey' &&
      form.auth.in === 'header' &&
      sameName(form.auth.name, name)
    )
      patch.auth = { ...form.auth, value }
    else if (item) patch.values[item.name] = value
    else if (lower === 'content-type' && isContentType(mediaType(value)))
      patch.contentType = mediaType(value) as PlaygroundContentType
    else patch.headers[name] = value
  }

  if (parsed.form?.length) {
    patch.contentType = 'multipart/form-data'
    for (const part of parsed.form) {
      if ('file' in part) {
        if (!byName.has(part.name))
          patch.extraItems.push({ name: part.name, value: '', type: 'file' })
        patch.notes.push(`Choose the file for "${part.name}" again (${part.file}).`)
      } else if (remaining(byName.get(part.name))) patch.values[part.name] = part.value
      else patch.extraItems.push({ name: part.name, value: part.value })
    }
  } else if (parsed.body) {
    // curl labels -d data a urlencoded form unless told otherwise (curl manual, -d), so API docs'
    // `curl -d '{"a":1}'` arrives labelled a form: a JSON object under that label is JSON.
    const labelled = patch.contentType ?? 'application/x-www-form-urlencoded'
    patch.contentType =
      labelled === 'application/x-www-form-urlencoded' && looksLikeJson(parsed.body)
        ? 'application/json'
        : labelled
    const fields = bodyFields(parsed.body, patch.contentType)
    if (patch.contentType === 'application/x-www-form-urlencoded' && fields) {
      for (const [name, value] of fields) {
        if (remaining(byName.get(name))) patch.values[name] = value
        else patch.extraItems.push({ name, value })
      }
    } else if (fields && fields.every(([name]) => remaining(byName.get(name)))) {
      for (const [name, value] of fields) patch.values[name] = value
    } else {
      patch.body = parsed.body
    }
  }

  if (parsed.ignoredFlags.length) patch.notes.push(`Not applied: ${parsed.ignoredFlags.join(' ')}`)
  return patch
}

function splitUrl(url: string): { base: string; path: string; query: [string, string][] } {
  const noHash = url.split('#')[0] ?? ''
  const q = noHash.indexOf('?')
  const beforeQuery = q < 0 ? noHash : noHash.slice(0, q)
  const query = q < 0 ? [] : [...new URLSearchParams(noHash.slice(q + 1))]
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(beforeQuery)?.[0] ?? ''
  return { base: origin, path: beforeQuery.slice(origin.length) || (origin ? '/' : ''), query }
}

function sameBase(a: string, origin: string): boolean {
  return splitUrl(a).base.toLowerCase() === origin.toLowerCase() && origin !== ''
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

function isContentType(value: string): value is PlaygroundContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value)
}

function looksLikeJson(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

/** The body's fields as name/value pairs, when it is a flat JSON object or urlencoded. */
function bodyFields(
  body: string,
  contentType: PlaygroundContentType | undefined,
): [string, string][] | null {
  if (contentType === 'application/x-www-form-urlencoded') return [...new URLSearchParams(body)]
  if (contentType !== undefined && contentType !== 'application/json') return null
  try {
    const value: unknown = JSON.parse(body)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const entries = Object.entries(value)
    if (!entries.every(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) return null
    return entries.map(([k, v]) => [k, String(v)])
  } catch {
    return null
  }
}
