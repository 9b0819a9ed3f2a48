// Saving a body as a file from the browser (loaded when the Download button is pressed).
import { downloadFilename } from '../ResponseBody/binary/filename'

/** Starts a download of `blob` (a temporary `<a download>` click), named from the headers. */
export function saveBody(blob: Blob, disposition: string, contentType: string, kind: string) {
  if (typeof document === 'undefined') return
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = downloadFilename(disposition, contentType, kind)
  document.body.appendChild(link).click()
  link.remove()
  // The download has long started when the URL goes.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
}
