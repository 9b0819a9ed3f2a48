/** How long until `expiresAt`, in words: `in 59 min`, `in 2 h 5 min`, `in 30 s`. */
function remaining(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/** The clock time of `at`, in the reader's locale (`14:32`). */
function clock(at: number): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
}

/** A token's expiry as the panel says it; `expiresAt` in milliseconds since the epoch. */
export function describeExpiry(expiresAt: number | undefined, now: number): string {
  if (expiresAt === undefined) return 'The server gave no expiry.'
  if (expiresAt <= now) return `Expired at ${clock(expiresAt)}.`
  return `Expires in ${remaining(expiresAt - now)} (at ${clock(expiresAt)}).`
}

/** True once the token has expired. */
export function isExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && expiresAt <= now
}
