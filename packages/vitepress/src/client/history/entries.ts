import type { AuthConfig, AuthSetting, BuildRequestOptions } from 'vue-api-playground'
import { sameOperation, stateOperation, stateSpec } from '../specState'
import { BODY_CAP, HISTORY_LIMIT, REDACTED } from './limits'

export { BODY_CAP, HISTORY_LIMIT, REDACTED }

// The try-it's history of one spec: what was sent and what came back, newest first, at most
// `HISTORY_LIMIT` entries, each body cut at `BODY_CAP` characters. Framework-free. No credential
// is ever kept: the Authorization, Proxy-Authorization and Cookie headers and the API-key
// parameters of the spec's schemes are blanked, every credential value the reader typed (and
// every secret variable's value) is blanked wherever it appears, and the credentials fields of
// the form are not kept at all.

/** Headers that carry credentials, whatever the spec says (RFC 9110 section 11.6, RFC 6265). */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie']

/** A body as stored: its text up to the cap, and whether it was cut. */
export interface StoredBody {
  text: string
  /** Its whole length in characters when it was cut. */
  cutFrom?: number
}

/** What the panel's form held at Send, as the reader typed it (`{{variables}}` unresolved). */
export interface StoredForm {
  /** Field values by name. */
  values: Record<string, string>
  headers: Record<string, string>
  body?: StoredBody
  contentType?: BuildRequestOptions['contentType']
}

/** One request sent from a try-it panel, and its answer. */
export interface HistoryEntry {
  id: string
  /**
   * The operation's id (`<spec>.<operationId>`), with the spec's own name where a locale's copy
   * sent it (`pets.listPets` for `pets~fr.listPets`, ../specState.ts): copies share one history.
   */
  operation: string
  /** When it was sent, ms since the epoch. */
  time: number
  method: string
  /** The URL as sent, API-key query values blanked. */
  url: string
  requestHeaders: Record<string, string>
  requestBody?: StoredBody
  form: StoredForm
  /** The answer; none when no response came (see `error`). */
  response?: {
    status: number
    statusText: string
    headers: Record<string, string>
    body?: StoredBody
    /** Bytes received. */
    size: number
  }
  /** Why no response came. */
  error?: string
  durationMs: number
  /**
   * Set when Mock answered (client/mock/): the response and example picked, so that reopening it
   * turns Mock on with the same picks.
   */
  mocked?: { status?: string; example?: string }
}

/** What stays hidden in what is stored: header and parameter names, and values seen anywhere. */
export interface Redaction {
  /** Header names (any case) whose values are credentials. */
  headers: string[]
  /** Query and cookie parameter names whose values are credentials (API keys). */
  params: string[]
  /** Credential values (typed credentials, secret variables): blanked wherever they appear. */
  values: string[]
}

/** Cuts a body at the cap. */
export function capBody(text: string | undefined): StoredBody | undefined {
  if (text === undefined || text === '') return undefined
  return text.length > BODY_CAP ? { text: text.slice(0, BODY_CAP), cutFrom: text.length } : { text }
}

/** The credential values of a form's auth: what a reader typed into credentials fields. */
export function authValues(auth: AuthSetting | undefined): string[] {
  const list: readonly AuthConfig[] = Array.isArray(auth)
    ? (auth as readonly AuthConfig[])
    : auth
      ? [auth as AuthConfig]
      : []
  const values: string[] = []
  for (const one of list) {
    if (one.type === 'bearer') values.push(one.token ?? '')
    if (one.type === 'basic' || one.type === 'digest')
      values.push(one.username ?? '', one.password ?? '')
    if (one.type === 'http') values.push(one.credentials ?? '')
    if (one.type === 'apiKey') values.push(one.value ?? '')
  }
  return values
}

/** A text with every credential value blanked (values under 3 characters are left: they match everywhere). */
export function blankValues(text: string, values: readonly string[]): string {
  let out = text
  for (const value of values) if (value.length >= 3) out = out.split(value).join(REDACTED)
  return out
}

/** Headers with credential headers blanked and credential values blanked in the others. */
export function redactHeaders(
  headers: Readonly<Record<string, string>>,
  redaction: Redaction,
): Record<string, string> {
  const names = new Set([...CREDENTIAL_HEADERS, ...redaction.headers.map((h) => h.toLowerCase())])
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      names.has(name.toLowerCase()) ? REDACTED : blankValues(value, redaction.values),
    ]),
  )
}

/** A URL with API-key query parameters and credential values blanked. */
export function redactUrl(url: string, redaction: Redaction): string {
  const blanked = blankValues(url, redaction.values)
  const query = blanked.indexOf('?')
  if (query < 0 || redaction.params.length === 0) return blanked
  const hash = blanked.indexOf('#', query)
  const end = hash < 0 ? blanked.length : hash
  const params = blanked
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '')
      return redaction.params.includes(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair
    })
  return `${blanked.slice(0, query + 1)}${params.join('&')}${blanked.slice(end)}`
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** The form as stored: no credentials, API-key parameter values blanked, the body capped. */
export function storedForm(form: BuildRequestOptions, redaction: Redaction): StoredForm {
  const values: Record<string, string> = {}
  for (const item of form.data ?? []) {
    if (item.type === 'file') continue
    const isKey =
      (item.type === 'header' &&
        redaction.headers.some((h) => h.toLowerCase() === item.name.toLowerCase())) ||
      ((item.type === 'query' || item.type === 'cookie') && redaction.params.includes(item.name))
    values[item.name] = isKey ? '' : blankValues(item.value, redaction.values)
  }
  const body = capBody(
    form.body === undefined ? undefined : blankValues(form.body, redaction.values),
  )
  return {
    values,
    headers: redactHeaders(form.headers ?? {}, redaction),
    ...(body ? { body } : {}),
    ...(form.contentType ? { contentType: form.contentType } : {}),
  }
}

/**
 * The history with `entry` first, its operation named by its spec's own name, at most
 * `HISTORY_LIMIT` entries.
 */
export function addEntry(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const kept = { ...entry, operation: stateOperation(entry.operation) }
  return [kept, ...list.filter((known) => known.id !== entry.id)].slice(0, HISTORY_LIMIT)
}

/** The entries of one operation, sent from its page or from a locale's copy of it. */
export function entriesOf(list: readonly HistoryEntry[], operation: string): HistoryEntry[] {
  return list.filter((entry) => sameOperation(entry.operation, operation))
}

/** An entry as the panel of `operation` reopens it: the operation named as that page names it. */
export function reopenedAs(entry: HistoryEntry, operation: string): HistoryEntry {
  return { ...entry, operation }
}

/** The storage key of one spec's history on one site; a locale's copy of the spec shares it. */
export const historyKey = (siteBase: string, spec: string): string =>
  `vitepress-api-docs:history:${siteBase}:${stateSpec(spec)}`

/** Reads a stored history; a damaged one reads as empty. */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return []
  try {
    const parsed = JSON.parse(text) as unknown
    return Array.isArray(parsed)
      ? (
          parsed.filter(
            (entry) => entry && typeof entry === 'object' && typeof entry.id === 'string',
          ) as HistoryEntry[]
        ).slice(0, HISTORY_LIMIT)
      : []
  } catch {
    return []
  }
}

/**
 * Saves a history; when the storage is full, the oldest entries go until it fits (a site's
 * localStorage is about 5 MB, shared with everything else the site keeps).
 */
export function saveHistory(
  store: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  list: readonly HistoryEntry[],
): HistoryEntry[] {
  let kept = list.slice(0, HISTORY_LIMIT)
  for (;;) {
    try {
      if (kept.length) store.setItem(key, JSON.stringify(kept))
      else store.removeItem(key)
      return kept
    } catch {
      if (!kept.length) return kept
      kept = kept.slice(0, -1)
    }
  }
}
