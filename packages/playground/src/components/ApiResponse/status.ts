// Status line and error wording of the response display. The reason phrases stay English: they
// are the protocol's words (RFC 9110 15), as a terminal shows them.
import type { PlaygroundMessages } from '../../i18n/en'

/** Reason phrases (RFC 9110) of the codes people meet; others show just the number. */
const REASONS: Readonly<Record<number, string>> = {
  101: 'Switching Protocols',
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** `200 OK`; just `499` for codes without a known phrase. */
export const statusLine = (status: number): string =>
  REASONS[status] ? `${status} ${REASONS[status]}` : String(status)

const TONES = ['neutral', 'success', 'info', 'warning', 'danger'] as const

/** Class names of a status: its class (`vap-status--2xx`, `--other` outside 100–599) and colour. */
export function statusClasses(status: number): string[] {
  const n = Number.isInteger(status) && status >= 100 && status < 600 ? Math.floor(status / 100) : 0
  return [`vap-status--${n ? `${n}xx` : 'other'}`, `vap-status--${TONES[n - 1] ?? 'neutral'}`]
}

/** What went wrong when no response arrived, in words for people. */
export interface ErrorDescription {
  kind: 'network' | 'abort' | 'timeout' | 'other'
  /** Paragraphs to show: a title (also announced to screen readers), then explanations. */
  lines: string[]
}

const TITLES = {
  network: 'networkError',
  abort: 'aborted',
  timeout: 'timedOut',
  other: 'failed',
} as const

/**
 * Describes an error from fetch: network failure (usually CORS in a browser), abort, timeout;
 * `curl` says whether the equivalent cURL command follows; `t` has the words.
 */
export function describeError(
  error: Error,
  curl: boolean,
  t: PlaygroundMessages,
): ErrorDescription {
  // fetch() rejects with a TypeError ("Failed to fetch", "Load failed"…) when no response arrives.
  const kind =
    error.name === 'AbortError'
      ? 'abort'
      : error.name === 'TimeoutError'
        ? 'timeout'
        : error.name === 'TypeError'
          ? 'network'
          : 'other'
  const lines = [t[TITLES[kind]]]
  if (kind === 'network') {
    lines.push(t.corsHint)
  }
  if (error.message && kind !== 'abort') lines.push(t.details(error.message))
  if (curl && kind === 'network') lines.push(t.fromTerminal)
  return { kind, lines }
}
