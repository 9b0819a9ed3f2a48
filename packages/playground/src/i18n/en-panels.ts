// The English messages of the parts loaded on demand: the response, the body viewers and the
// header and cURL editors. Each part's module imports this, so it loads with them (the auth
// editor's words are in en-auth.ts: it opens as a page renders when the API takes credentials).
import { formatDuration, formatCount } from '../core/format'

/** English messages of the response and the editors (part of `en`). */
export const enPanels = {
  /** A duration in milliseconds (`35 ms`, `1.24 s`). */
  duration: formatDuration,
  /** A whole number (`12,345`). */
  count: formatCount,
  headerName: (n: number): string => `Header ${n} name`,
  headerValue: (name: string | number): string => `Header ${name} value`,
  removeHeader: (name: string): string => `Remove header ${name}`,
  addHeader: '+ Add header',
  invalidHeaderName: (name: string): string =>
    `"${name}" is not a valid header name: use letters, digits and - _ . ! # $ % & ' * + ^ \` | ~ only.`,
  headerValueProblem:
    'The value has a line break or a character fetch() cannot send; it will not be sent.',
  item: (name: string, n: number): string => `${name} item ${n}`,
  moveUp: (name: string, n: number): string => `Move ${name} item ${n} up`,
  moveDown: (name: string, n: number): string => `Move ${name} item ${n} down`,
  removeItem: (name: string, n: number): string => `Remove ${name} item ${n}`,
  field: 'Field',
  fieldName: (name: string, n: number): string => `${name} field ${n} name`,
  fieldValue: (name: string, field: string): string => `${name} ${field} value`,
  fieldN: (n: number): string => `field ${n}`,
  removeField: (name: string, field: string): string => `Remove ${name} field ${field}`,
  addItem: '+ Add item',
  addField: '+ Add field',
  curlCommand: 'cURL command',
  import: 'Import',
  pasteFirst: 'Paste a cURL command first.',
  curlReaderFailed: 'The cURL reader did not load (is the network down?). Try again.',
  notCurl:
    'This is not a cURL command this form can read: it must start with "curl" and name a URL.',
  curlMethodRefused: (method: string): string =>
    `Browsers' fetch() cannot send ${method}: it refuses CONNECT, TRACE and TRACK.`,
  imported: 'Imported into the form.',
  chooseFileAgain: (name: string, file: string): string =>
    `Choose the file for "${name}" again (${file}).`,
  notApplied: (flags: string): string => `Not applied: ${flags}`,
  response: 'Response',
  time: 'Time:',
  sizeLabel: 'Size:',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copiedToClipboard: 'Copied to clipboard',
  copyBody: 'Copy response body',
  download: 'Download',
  downloadBody: 'Download response body',
  copyCurl: 'Copy cURL command',
  responseHeaders: 'Response headers',
  responseBody: 'Response body',
  noContent: 'No content.',
  noBody: 'The response has no body.',
  formatting: 'Formatting…',
  responseReceived: 'Response received',
  responseStatus: (status: string): string => `Response ${status}`,
  inTime: (duration: string): string => ` in ${duration}`,
  receivingBody: ', receiving the body',
  streamingEvents: ', streaming events',
  eventsCount: (n: string, count: number): string => `${n} ${count === 1 ? 'event' : 'events'}`,
  networkError: 'Could not reach the server',
  aborted: 'Request aborted',
  timedOut: 'Request timed out',
  failed: 'Request failed',
  corsHint:
    'In a browser this is usually CORS (the API does not allow this origin), or the server is down.',
  details: (message: string): string => `Details: ${message}`,
  fromTerminal: 'The same request from a terminal:',
  moreCharacters: (n: string): string => `${n} more characters`,
  moreCharactersAll: (n: string): string => `${n} more characters (copy or download for all)`,
  events: 'Events',
  streaming: 'streaming…',
  showingLast: (n: string): string =>
    `Showing the last ${n} events; copy or download for all of them.`,
  eventId: 'id:',
  retry: (ms: number): string => `retry: ${ms} ms`,
  notAsDescribed: 'Not as described:',
  noPreview: 'This image cannot be previewed.',
  responseImage: 'Response image',
  binaryBody: 'Binary body:',
  unknownType: 'unknown type',
  downloadFile: (name: string, size: string): string => `Download ${name} (${size})`,
}
