import type {
  BuildRequestOptions,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
} from 'vue-api-playground'
import type { SecuritySchemeModel } from '../../shared/model'
import {
  authValues,
  blankValues,
  capBody,
  redactHeaders,
  redactUrl,
  storedForm,
  type HistoryEntry,
  type Redaction,
  type StoredBody,
} from './entries'

// One history entry from the playground's events: `request-start` (what was sent) and then
// `request-success` or `request-error` (what came back). Framework-free.

/** What the panel knew at Send: the form as typed, and what must not be stored. */
export interface SendContext {
  operation: string
  /** The form as the reader typed it (`{{variables}}` unresolved). */
  form: BuildRequestOptions
  redaction: Redaction
  /** When Send was pressed, ms since the epoch. */
  time: number
  /** Mock answered, with these picks (see `HistoryEntry.mocked`). */
  mocked?: { status?: string; example?: string }
}

/** What the panel hands over at Send; the redaction is worked out here, off the first load. */
export interface PendingSend {
  operation: string
  form: BuildRequestOptions
  /** The same form with its variables resolved (its credentials are what was sent). */
  resolved?: BuildRequestOptions
  /** The values of the secret variables of the spec's environments. */
  secrets: string[]
  /** The security schemes of the operation: their API-key names are blanked. */
  schemes: readonly SecuritySchemeModel[]
  time: number
  /** Mock answered, with these picks. */
  mocked?: { status?: string; example?: string }
}

/** What must not be stored of a request: its API keys, credentials and secret values. */
export function sendContext(pending: PendingSend): SendContext {
  const headers: string[] = []
  const params: string[] = []
  for (const scheme of pending.schemes) {
    if (scheme.type !== 'apiKey') continue
    if (scheme.in === 'header') headers.push(scheme.name)
    else params.push(scheme.name)
  }
  const values = [
    ...authValues(pending.form.auth),
    ...authValues(pending.resolved?.auth),
    ...pending.secrets,
  ]
  return {
    operation: pending.operation,
    form: pending.form,
    time: pending.time,
    redaction: { headers, params, values },
    ...(pending.mocked ? { mocked: { ...pending.mocked } } : {}),
  }
}

/** A request body as text, when it is text (a FormData or a Blob is described, not kept). */
function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return body
  if (body instanceof URLSearchParams) return body.toString()
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return [...body.entries()]
      .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : '(file)'}`)
      .join('\n')
  }
  return '(binary body)'
}

/** The response body as text for storing: its text as received, else a short description. */
function responseText(payload: RequestSuccessPayload): string | undefined {
  if (payload.text !== undefined) return payload.text
  if (payload.kind === 'event-stream' && Array.isArray(payload.body)) {
    return (payload.body as { event: string; data: string }[])
      .map((event) => `event: ${event.event}\ndata: ${event.data}`)
      .join('\n\n')
  }
  if (payload.kind === 'empty') return undefined
  return `(${payload.kind} body, ${payload.size} bytes)`
}

const capped = (text: string | undefined, redaction: Redaction): StoredBody | undefined =>
  capBody(text === undefined ? undefined : blankValues(text, redaction.values))

/** A history entry from what was sent and what came back (a response, or an error). */
export function makeEntry(
  context: SendContext,
  start: RequestStartPayload,
  outcome: { success: RequestSuccessPayload } | { error: RequestErrorPayload },
): HistoryEntry {
  const { redaction } = context
  const requestBody = capped(bodyText(start.body), redaction)
  const entry: HistoryEntry = {
    id: `${context.time.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    operation: context.operation,
    time: context.time,
    method: start.method,
    url: redactUrl(start.url, redaction),
    requestHeaders: redactHeaders(start.headers, redaction),
    ...(requestBody ? { requestBody } : {}),
    form: storedForm(context.form, redaction),
    durationMs: 'success' in outcome ? outcome.success.durationMs : outcome.error.durationMs,
    ...(context.mocked ? { mocked: context.mocked } : {}),
  }
  if ('success' in outcome) {
    const { success } = outcome
    const body = capped(responseText(success), redaction)
    entry.response = {
      status: success.status,
      statusText: success.statusText,
      headers: redactHeaders(success.headers, redaction),
      ...(body ? { body } : {}),
      size: success.size,
    }
  } else {
    const { error } = outcome.error
    entry.error = error.name === 'AbortError' ? 'Aborted' : error.message || error.name
  }
  return entry
}
