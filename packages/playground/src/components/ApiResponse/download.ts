// Saving a body as a file from the browser.

/** How long an object URL for a download stays valid; the download has started long before. */
const REVOKE_AFTER_MS = 60_000

/** Starts a download of `blob` named `filename` (a temporary `<a download>` click). */
export function saveBlob(blob: Blob, filename: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
  }
}
