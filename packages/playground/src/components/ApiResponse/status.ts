// Status line and error wording of the response display.

/** Standard reason phrases (RFC 9110 and common extensions) for the codes people meet. */
const REASONS: Readonly<Record<number, string>> = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a Teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  511: 'Network Authentication Required',
}

/** The standard reason phrase of a status code; '' for codes not in the table. */
export const reasonPhrase = (status: number): string => REASONS[status] ?? ''

/** Colour of a status class: 2xx success, 3xx info, 4xx warning, 5xx danger, else neutral. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral'

/** The class of a status code, like `2xx`; 'other' outside 100–599. */
export function statusClass(status: number): '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'other' {
  if (!Number.isInteger(status) || status < 100 || status > 599) return 'other'
  return `${Math.floor(status / 100) as 1 | 2 | 3 | 4 | 5}xx`
}

const TONES: Record<ReturnType<typeof statusClass>, StatusTone> = {
  '1xx': 'neutral',
  '2xx': 'success',
  '3xx': 'info',
  '4xx': 'warning',
  '5xx': 'danger',
  other: 'neutral',
}

/** The colour of a status code. */
export const statusTone = (status: number): StatusTone => TONES[statusClass(status)]

/** `200 OK`, `499` (no known phrase). */
export function statusLine(status: number): string {
  const reason = reasonPhrase(status)
  return reason ? `${status} ${reason}` : String(status)
}

/** What went wrong when no response arrived, in words for people. */
export interface ErrorDescription {
  kind: 'network' | 'abort' | 'timeout' | 'other'
  /** One-line title, also announced to screen readers. */
  title: string
  /** Explanation shown under the title; '' when the title says it all. */
  hint: string
}

/** Describes an error from fetch: network failure (usually CORS in a browser), abort, timeout. */
export function describeError(error: Error): ErrorDescription {
  if (error.name === 'AbortError') return { kind: 'abort', title: 'Request aborted', hint: '' }
  if (error.name === 'TimeoutError') {
    return {
      kind: 'timeout',
      title: 'Request timed out',
      hint: 'The server did not answer in time.',
    }
  }
  // fetch() rejects with a TypeError ("Failed to fetch", "NetworkError when attempting to fetch
  // resource", "Load failed") when no response arrives at all.
  if (error.name === 'TypeError' || error instanceof TypeError) {
    return {
      kind: 'network',
      title: 'Could not reach the server',
      hint:
        'No response arrived. In a browser this usually means the API does not allow requests ' +
        'from this origin (CORS), or the server is down or unreachable.',
    }
  }
  return { kind: 'other', title: 'Request failed', hint: '' }
}
