import type { OAuthWords } from '../i18n/en/oauth'

/**
 * How long until `expiresAt`: `59 min`, `2 h 5 min`, `30 s` in English; in another language its
 * own units, through Intl.NumberFormat (ECMA-402, unit style).
 */
export function remaining(ms: number, locale = 'en'): string {
  const seconds = Math.round(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (locale === 'en') {
    if (seconds < 60) return `${seconds} s`
    if (minutes < 60) return `${minutes} min`
    return rest ? `${hours} h ${rest} min` : `${hours} h`
  }
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  if (seconds < 60) return unit(seconds, 'second')
  if (minutes < 60) return unit(minutes, 'minute')
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour')
}

/** The clock time of `at` in `locale` (`14:32`). */
function clock(at: number, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
}

type ExpiryWords = Pick<
  OAuthWords,
  'noExpiry' | 'expiredAt' | 'expiresIn' | 'codeExpiredAt' | 'codeExpiresIn'
> & { locale: string }

/**
 * A token's expiry as the panel says it, in the words of `t` (the panel's catalog); `expiresAt`
 * in milliseconds since the epoch. `code` words a device flow's user code's.
 */
export function describeExpiry(
  expiresAt: number | undefined,
  now: number,
  t: ExpiryWords,
  code = false,
): string {
  if (expiresAt === undefined) return t.noExpiry
  const time = clock(expiresAt, t.locale)
  if (expiresAt <= now) return code ? t.codeExpiredAt(time) : t.expiredAt(time)
  const left = remaining(expiresAt - now, t.locale)
  return code ? t.codeExpiresIn(left, time) : t.expiresIn(left, time)
}

/** True once the token has expired. */
export function isExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && expiresAt <= now
}
