// Human-readable sizes and durations for the response viewer (docs/guide/responses.md: sizes are
// shown like `1.25 KB`, with 1 KB = 1024 bytes).

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const
const STEP = 1024

/** Rounds to at most two decimals and drops trailing zeros: 1.5 -> "1.5", 1.0 -> "1". */
function trimmed(value: number): string {
  // toFixed then Number drops trailing zeros without touching integer zeros ("100" stays "100").
  return String(Number(value.toFixed(2)))
}

/** The number as displayed: whole bytes, or two decimals for larger units. */
function shown(value: number, unit: number): number {
  return unit === 0 ? Math.round(value) : Number(value.toFixed(2))
}

/** Formats a byte count as `512 B`, `1.25 KB`, `3 MB`…; negative or non-finite input gives `0 B`. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  let value = bytes
  let unit = 0
  // Step up on the displayed value, so 1023.6 B and 1023.999 KB never print as "1024 …".
  while (shown(value, unit) >= STEP && unit < SIZE_UNITS.length - 1) {
    value /= STEP
    unit++
  }
  return unit === 0 ? `${Math.round(value)} B` : `${trimmed(value)} ${SIZE_UNITS[unit] ?? 'B'}`
}

/** Formats milliseconds as `35 ms` below one second, `1.24 s` below a minute, then `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0 ms'
  const rounded = Math.round(ms)
  if (rounded < 1000) return `${rounded} ms`
  const seconds = ms / 1000
  // 59.996 s rounds to "60 s": switch to minutes on the rounded value, not the raw one.
  if (Number(seconds.toFixed(2)) < 60) return `${trimmed(seconds)} s`
  const total = Math.round(seconds)
  const minutes = Math.floor(total / 60)
  const rest = total % 60
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

/**
 * Formats a whole number with a comma every three digits, like `toLocaleString('en-US')` without
 * its cost: the first `toLocaleString` of a page loads number formatting (tens of ms).
 */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(n))
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
