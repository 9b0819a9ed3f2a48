import type {
  AuthConfig,
  AuthSetting,
  HttpMethod,
  ParsedCurl,
  PlaygroundContentType,
  PlaygroundDataItem,
} from '../../core/types'
import { mediaType } from '../../core/request/body'
import { canFetchMethod, methodHasBody } from '../../core/request/method'
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
  auth: AuthSetting
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
  auth: AuthSetting
  /** Body text; null when the body went into items. */
  body: string | null
  contentType: PlaygroundContentType | undefined
  server: string | undefined
  /** Things the user should know, worded by the panel in its language. */
  notes: CurlImportNote[]
}

/**
 * Why a command cannot be imported, for the panel to say in its language: it is not a cURL
 * command the form can read, or its method is one fetch() refuses.
 */
export type CurlRefusal = { refused: 'not-curl' } | { refused: 'method'; method: string }

/** A note of an import: a file to pick again, or the command's flags the form cannot apply. */
export type CurlImportNote =
  { kind: 'choose-file'; name: string; file: string } | { kind: 'not-applied'; flags: string[] }

// Not core/auth's isAuthList: importing it from this on-demand chunk would split that module
// out of the up-front bundle into a chunk of its own (one more file to load).
const isAuthList = (auth: AuthSetting): auth is readonly AuthConfig[] => Array.isArray(auth)

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
export function planCurlImport(parsed: ParsedCurl, form: FormSnapshot): FormPatch | CurlRefusal {
  const method = parsed.method.toLowerCase()
  if (!canFetchMethod(method)) {
    return { refused: 'method', method: parsed.method }
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
    const key = withKeyValue(patch.auth, (a) => a.in === 'query' && a.name === name, value)
    if (key) {
      patch.auth = key
    } else if (item && (item.type === 'query' || (remaining(item) && !methodHasBody(method)))) {
      patch.values[name] = value
    } else {
      patch.extraItems.push({ name, value, type: 'query' })
    }
  }

  for (const [name, value] of Object.entries(parsed.headers)) {
    const lower = name.toLowerCase()
    const item = form.items.find((i) => i.type === 'header' && i.name.toLowerCase() === lower)
    const read = lower === 'authorization' ? authFromHeader(value) : null
    const auth = read && withAuthorization(patch.auth, read)
    const key = withKeyValue(patch.auth, (a) => a.in === 'header' && sameName(a.name, name), value)
    if (auth) patch.auth = auth
    else if (key) patch.auth = key
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
        patch.notes.push({ kind: 'choose-file', name: part.name, file: part.file })
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

  if (parsed.ignoredFlags.length)
    patch.notes.push({ kind: 'not-applied', flags: parsed.ignoredFlags })
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

/** `auth` with the value of the API key that `matches` set to `value`; undefined when none does. */
function withKeyValue(
  auth: AuthSetting,
  matches: (key: Extract<AuthConfig, { type: 'apiKey' }>) => boolean,
  value: string,
): AuthSetting | undefined {
  const list = isAuthList(auth) ? auth : [auth]
  const index = list.findIndex((a) => a.type === 'apiKey' && matches(a))
  if (index < 0) return undefined
  const next = list.map((a, i) => (i === index ? ({ ...a, value } as AuthConfig) : a))
  return isAuthList(auth) ? next : next[0]!
}

/**
 * `auth` with an imported Authorization header: a list (described credentials) keeps its shape and
 * takes it into its entry of the same type; undefined when it has none (the header stays a
 * header). A single auth becomes it.
 */
function withAuthorization(auth: AuthSetting, imported: AuthConfig): AuthSetting | undefined {
  if (!isAuthList(auth)) return imported
  const index = auth.findIndex((a) => a.type === imported.type)
  return index < 0 ? undefined : auth.map((a, i) => (i === index ? imported : a))
}
