// Clipboard write with a fallback for insecure contexts and browsers without the async API.

/** Copies with a hidden textarea and `execCommand('copy')`; false when that is not possible. */
function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false
  const active = document.activeElement
  const textarea = document.createElement('textarea')
  textarea.value = text
  textarea.setAttribute('readonly', '')
  textarea.setAttribute('aria-hidden', 'true')
  // In the viewport (no scroll jump) but invisible.
  textarea.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;'
  document.body.appendChild(textarea)
  let copied = false
  try {
    textarea.focus({ preventScroll: true })
    textarea.select()
    textarea.setSelectionRange(0, text.length)
    copied = document.execCommand('copy')
  } catch {
    copied = false
  } finally {
    textarea.remove()
    if (active instanceof HTMLElement) active.focus()
  }
  return copied
}

/**
 * Writes `text` to the clipboard with `navigator.clipboard.writeText`, falling back to a hidden
 * textarea and `document.execCommand('copy')`; rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text)
      return
    } catch {
      // Permission denied, or not a secure context: try the old way.
    }
  }
  if (!copyWithTextarea(text)) throw new Error('Copying to the clipboard is not available here')
}
