/**
 * The entries a query names exactly: an operation by its id, `spec.id`, path or `METHOD path`,
 * a schema by its name or `spec.name`. Only ids, names and paths are keyed; the two prefixed
 * forms are read off the query instead: keying all four forms of Microsoft Graph's 34,000
 * operations (long paths, most of them) took a quarter of the time the search dialog needs to
 * open.
 */
export class ExactNames {
  private readonly names = new Map<string, number[]>()
  private readonly paths = new Map<string, number[]>()
  private readonly specOf: string[] = []
  private readonly methodOf: string[] = []
  private readonly specNames = new Set<string>()

  /** Keys entry `index` by its id or name, an operation also by its path; all in lowercase. */
  add(index: number, spec: string, name: string, operation?: { method: string; path: string }) {
    this.specOf[index] = spec
    this.specNames.add(spec)
    push(this.names, name, index)
    if (operation) {
      this.methodOf[index] = operation.method
      push(this.paths, operation.path, index)
    }
  }

  /** The entries a lowercase, trimmed query names, once for each form that names them. */
  find(query: string): number[] {
    const found = [...(this.names.get(query) ?? [])]
    for (const spec of this.specNames)
      if (query.startsWith(`${spec}.`))
        for (const index of this.names.get(query.slice(spec.length + 1)) ?? [])
          if (this.specOf[index] === spec) found.push(index)
    found.push(...(this.paths.get(query) ?? []))
    const space = query.indexOf(' ')
    if (space > 0) {
      const method = query.slice(0, space)
      for (const index of this.paths.get(query.slice(space + 1)) ?? [])
        if (this.methodOf[index] === method) found.push(index)
    }
    return found
  }
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key)
  if (list) list.push(index)
  else map.set(key, [index])
}
