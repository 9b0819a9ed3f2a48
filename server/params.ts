export type ParamResult =
  { ok: true; value: number; capped: boolean } | { ok: false; message: string }

export interface IntParamRule {
  fallback: number
  min: number
  max: number
}

/**
 * Reads an integer query parameter. Values above `max` are capped rather than refused, so a
 * demo link with a generous number still works; anything not an integer or below `min` is a 400.
 */
export function readIntParam(
  query: URLSearchParams,
  name: string,
  rule: IntParamRule,
): ParamResult {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return { ok: true, value: rule.fallback, capped: false }
  if (!/^-?\d+$/.test(raw.trim())) {
    return { ok: false, message: `Query parameter "${name}" must be an integer, got "${raw}".` }
  }
  const value = Number(raw)
  if (value < rule.min) {
    return {
      ok: false,
      message: `Query parameter "${name}" must be at least ${rule.min}, got ${value}.`,
    }
  }
  if (value > rule.max) return { ok: true, value: rule.max, capped: true }
  return { ok: true, value, capped: false }
}
