/** Whether a key event is Cmd+key (macOS) or Ctrl+key (elsewhere), with no other modifier. */
export function isHotkey(event: KeyboardEvent, key: string | false): boolean {
  if (!key || event.altKey || event.shiftKey) return false
  if (!(event.metaKey || event.ctrlKey)) return false
  return event.key.toLowerCase() === key
}

/** Whether the reader is on an Apple platform, where the hotkey goes with Cmd. */
export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
}
