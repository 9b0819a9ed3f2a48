import { describe, expect, it } from 'vitest'
import { describeExpiry, isExpired } from './expiry'
import { enOAuth } from '../i18n/en/oauth'
import fr from '../i18n/locales/fr'

const en = { ...enOAuth, locale: 'en' }

describe('token expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0)
  it('says how long is left, and when', () => {
    expect(describeExpiry(now + 3600_000, now, en)).toMatch(/^Expires in 1 h \(at .+\)\.$/)
    expect(describeExpiry(now + 59 * 60_000 + 30_000, now, en)).toMatch(/^Expires in 59 min /)
    expect(describeExpiry(now + 125 * 60_000, now, en)).toMatch(/^Expires in 2 h 5 min /)
    expect(describeExpiry(now + 30_000, now, en)).toMatch(/^Expires in 30 s /)
    expect(describeExpiry(now + 30_000, now, en, true)).toMatch(/^The code expires in 30 s /)
  })
  it('says when a token has expired, or that the server gave no expiry', () => {
    expect(describeExpiry(now - 1, now, en)).toMatch(/^Expired at /)
    expect(describeExpiry(undefined, now, en)).toBe('The server gave no expiry.')
    expect(isExpired(now, now)).toBe(true)
    expect(isExpired(now + 1, now)).toBe(false)
    expect(isExpired(undefined, now)).toBe(false)
  })
  it("says it in the page's language, with its units and clock", () => {
    // Intl's French units put a (narrow) no-break space between number and unit.
    expect(describeExpiry(now + 125 * 60_000, now, fr)).toMatch(
      /^Expire dans 2\sh 5\smin \(à \d\d:\d\d\)\.$/,
    )
    expect(describeExpiry(now + 30_000, now, fr, true)).toMatch(/^Le code expire dans 30\ss /)
  })
})
