// Numbers, sizes, durations and plurals in a language, through the browser's Intl (ECMA-402):
// what the non-English catalogs format with. English keeps core/format.ts, which loads no Intl
// data up front (its first use costs tens of ms on a page).

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** The formatting functions of one language. */
export interface IntlFormats {
  /** Bytes as `1,25 ko` (1 KB = 1024 bytes, as core/format.ts). */
  size: (bytes: number) => string
  /** Milliseconds as `35 ms`, `1,24 s`, `2 min 5 s`. */
  duration: (ms: number) => string
  /** A whole number with the language's grouping. */
  count: (n: number) => string
  /** The form of `forms` that the language's plural rules pick for `n` (`other` by default). */
  plural: (
    n: number,
    forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  ) => string
}

/** The formats of `locale` (a BCP 47 tag), each `Intl` object made on first use. */
export function intlFormats(locale: string): IntlFormats {
  const units = new Map<string, Intl.NumberFormat>()
  const unit = (name: string, digits: number): Intl.NumberFormat => {
    const key = `${name}/${digits}`
    let format = units.get(key)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: name,
        unitDisplay: name === 'byte' ? 'long' : 'short',
        maximumFractionDigits: digits,
      })
      units.set(key, format)
    }
    return format
  }
  let rules: Intl.PluralRules | undefined
  let numbers: Intl.NumberFormat | undefined
  return {
    size(bytes) {
      if (!Number.isFinite(bytes) || bytes <= 0) return unit('byte', 0).format(0)
      let value = bytes
      let step = 0
      while ((step ? Number(value.toFixed(2)) : Math.round(value)) >= 1024 && step < 4) {
        value /= 1024
        step++
      }
      return unit(SIZE_UNITS[step]!, step ? 2 : 0).format(value)
    },
    duration(ms) {
      if (!Number.isFinite(ms) || ms <= 0) return unit('millisecond', 0).format(0)
      if (Math.round(ms) < 1000) return unit('millisecond', 0).format(Math.round(ms))
      const seconds = ms / 1000
      if (Number(seconds.toFixed(2)) < 60) return unit('second', 2).format(seconds)
      const total = Math.round(seconds)
      const minutes = unit('minute', 0).format(Math.floor(total / 60))
      return total % 60 ? `${minutes} ${unit('second', 0).format(total % 60)}` : minutes
    },
    count: (n) => (numbers ??= new Intl.NumberFormat(locale)).format(Math.trunc(n)),
    plural: (n, forms) => forms[(rules ??= new Intl.PluralRules(locale)).select(n)] ?? forms.other,
  }
}
