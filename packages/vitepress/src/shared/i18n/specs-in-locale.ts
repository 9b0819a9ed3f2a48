import { localeCopyOf } from '../links'

/**
 * What a reader of `locale` (VitePress's `localeIndex`: `root` or a locale's key) reads of each
 * spec, given its items named by spec: the spec's copy under that locale where it has one
 * (node/specs/locale-copies.ts), else the spec's own; never another locale's copy.
 */
export function specsInLocale<T>(
  items: readonly T[],
  spec: (item: T) => string,
  locale: string,
): T[] {
  const key = locale.replace(/^\/+|\/+$/g, '')
  const copied = new Set<string>()
  for (const item of items) {
    const copy = localeCopyOf(spec(item))
    if (copy?.locale === key) copied.add(copy.spec)
  }
  return items.filter((item) => {
    const name = spec(item)
    const copy = localeCopyOf(name)
    return copy ? copy.locale === key : !copied.has(name)
  })
}
