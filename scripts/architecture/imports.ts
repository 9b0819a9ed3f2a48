import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** One module of a package's source and the modules of that source it imports. */
export interface SourceModule {
  /** Path relative to the root handed to {@link readImportGraph}. */
  file: string
  imports: string[]
}

const SOURCE = /\.(ts|vue)$/
const TEST = /\.test\.ts$|(^|\/)testUtils\.ts$|(^|\/)__fixtures__\//

// Static imports and re-exports, type-only ones included: a cycle of types is still a cycle a
// reader has to follow, and it is how the runtime ones come back. `import('…')` is left out: a
// lazy import is how a module loads what it must not load up front, not a dependency of it.
const SPECIFIERS = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g
const BARE = /(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g

const CANDIDATES = ['', '.ts', '.vue', '.d.ts', '/index.ts']

function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  for (const suffix of CANDIDATES) {
    const file = base + suffix
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

function walk(folder: string, out: string[]): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

/** Every source module under `root` (tests left out) with the relative imports it makes. */
export function readImportGraph(root: string): SourceModule[] {
  return walk(root, [])
    .filter((file) => !TEST.test(relative(root, file)))
    .map((file) => {
      const text = readFileSync(file, 'utf8')
      const imports = new Set<string>()
      for (const pattern of [SPECIFIERS, BARE])
        for (const match of text.matchAll(pattern)) {
          const target = resolveFile(file, match[1]!)
          if (target && !TEST.test(relative(root, target))) imports.add(relative(root, target))
        }
      return { file: relative(root, file), imports: [...imports] }
    })
}

/**
 * The import cycles of a graph, each as the list of its modules (Tarjan's strongly connected
 * components of more than one module, and modules that import themselves).
 */
export function importCycles(graph: readonly SourceModule[]): string[][] {
  const edges = new Map(graph.map((module) => [module.file, module.imports]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (file: string): void => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.sort())
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file)
  return cycles
}
