// The English messages of what a page shows before any interaction: the request form and the
// placeholders of what loads later. Up front in every app, so kept to these.
import { formatSize } from '../core/format'

/** English messages of the request form (part of `en`). */
export const enForm = {
  /** BCP 47 tag of the catalog, for `Intl` formatting. */
  locale: 'en',
  /** A size in bytes (`1.2 KB`). */
  size: formatSize,
  reset: 'Reset',
  server: 'Server',
  parameters: 'Parameters',
  headers: 'Headers',
  authorization: 'Authorization',
  body: 'Body',
  none: 'none',
  pasteCurl: 'Paste cURL',
  send: 'Send',
  sending: 'Sending…',
  stop: 'Stop',
  required: 'required',
  key: 'Key',
  value: 'Value',
  noneOption: '(none)',
  requiredFile: 'Required: choose a file.',
  requiredValue: 'Required: enter a value.',
  notSentMissing: (names: string[]): string =>
    names.length === 1
      ? `Not sent: the required field ${names[0]} is empty.`
      : `Not sent: the required fields ${names.join(', ')} are empty.`,
  builderFailed: (reason: string): string =>
    `Not sent: the request builder did not load (${reason}). Send again to retry.`,
  filesNotSent: (method: string): string => `Files are not sent with ${method} requests.`,
  apiKey: 'API key',
  cannotShowResponse: 'The response cannot be shown here.',
  cannotShowBody: 'This body cannot be shown here.',
  loading: 'Loading…',
  receiving: (received: string, total?: string): string =>
    `Receiving ${received}${total ? ` of ${total}` : ''}…`,
}
