import { createHash } from 'node:crypto'
/** An operation id for an operation without one: stable, from its method and path. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/[{}]/g, ''))
  return [method.toLowerCase(), ...words].join('-').replace(/[^A-Za-z0-9_-]+/g, '-') || method
}

/**
 * The longest slug. A page's slug names several files (its HTML, its chunks with a hash and a
 * prefix, its data file), and file systems allow 255 bytes a name: Microsoft Graph beta has an
 * operation id of 243 characters.
 */
export const MAX_SLUG = 120

/**
 * A URL- and file-safe form of an id: letters, digits, `-` and `_`. A longer one than `MAX_SLUG`
 * keeps its start and ends with a hash of the whole, so it stays distinct.
 */
export function slugify(id: string): string {
  const slug = id
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
  if (slug.length <= MAX_SLUG) return slug || 'operation'
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8)
  return `${slug.slice(0, MAX_SLUG - 9).replace(/-$/, '')}-${hash}`
}

/**
 * Hands out slugs unique within one folder, compared without case so that two pages never land
 * on the same file on a case-insensitive file system (`getPet` and `GetPet` become `getPet` and
 * `GetPet-2`). Reserved slugs (the changelog page) are never handed out.
 */
export function createSlugger(reserved: readonly string[] = []): (id: string) => string {
  const taken = new Set(reserved.map((slug) => slug.toLowerCase()))
  return (id) => {
    const base = slugify(id)
    let slug = base
    for (let n = 2; taken.has(slug.toLowerCase()); n++) slug = `${base}-${n}`
    taken.add(slug.toLowerCase())
    return slug
  }
}
