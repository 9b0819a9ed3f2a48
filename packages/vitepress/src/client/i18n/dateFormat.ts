// Dates in a language, shared by the English catalog and the others (the changelog's days).
const formats = new Map<string, Intl.DateTimeFormat>()

/** A day in `locale`, in UTC: the server and the browser must print the same text. */
export function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(locale, format)
  }
  return format
}
