// Clipboard write with a fallback for insecure contexts and browsers without the async API.

/**
 * Writes `text` to the clipboard with `navigator.clipboard.writeText`, falling back to a hidden
 * textarea and `document.execCommand('copy')`; rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  try {
    return await navigator.clipboard.writeText(text)
  } catch {
    // No Clipboard API, permission denied, or not a secure context: try the old way.
  }
  const active = document.activeElement as HTMLElement | null
  const textarea = document.body.appendChild(document.createElement('textarea'))
  textarea.value = text
  textarea.readOnly = true
  // In the viewport (no scroll jump) but invisible.
  textarea.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
  textarea.focus({ preventScroll: true })
  textarea.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    // Not supported.
  }
  textarea.remove()
  active?.focus()
  if (!copied) throw new Error('Copying to the clipboard is not available here')
}
