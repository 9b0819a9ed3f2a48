// Colour of an HTTP method badge (docs/reference/method-badge.md).

/** GET info (brand), POST success, PUT and PATCH warning, DELETE danger, others neutral. */
export type MethodTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral'

const TONES: Readonly<Record<string, MethodTone>> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
}

/** The tone of a method name, in any case. */
export const methodTone = (method: string): MethodTone =>
  TONES[method.trim().toUpperCase()] ?? 'neutral'

/** A method name as a CSS class suffix: `get`, `head`, or `other` for anything unusual. */
export function methodModifier(method: string): string {
  const name = method.trim().toLowerCase()
  return /^[a-z][a-z0-9-]{0,31}$/.test(name) ? name : 'other'
}
