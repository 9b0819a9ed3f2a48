/** An operation id for an operation without one: stable, from its method and path. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/[{}]/g, ''))
  return [method.toLowerCase(), ...words].join('-').replace(/[^A-Za-z0-9_-]+/g, '-') || method
}

/** A URL- and file-safe form of an id: letters, digits, `-` and `_`. */
export function slugify(id: string): string {
  const slug = id
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
  return slug || 'operation'
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
