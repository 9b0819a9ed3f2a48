import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importCycles, readImportGraph } from './imports'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const node = join(repo, 'packages/vitepress/src/node')

const MODULE = /\.(ts|vue)$/
const NOT_A_MODULE = /\.test\.ts$|^test[A-Z]\w*\.ts$/

function folders(root: string): string[] {
  const out = [root]
  for (const name of readdirSync(root))
    if (statSync(join(root, name)).isDirectory()) out.push(...folders(join(root, name)))
  return out
}

const modulesIn = (folder: string): string[] =>
  readdirSync(folder).filter(
    (name) =>
      statSync(join(folder, name)).isFile() && MODULE.test(name) && !NOT_A_MODULE.test(name),
  )

/** What a room's README allows it to import: room folders (`model/`), top-level files, shared. */
function allowedImports(room: string): { any: boolean; names: Set<string> } {
  const text = readFileSync(join(node, room, 'README.md'), 'utf8')
  const line = text.split('\n').find((candidate) => candidate.startsWith('May import:'))
  if (!line) throw new Error(`node/${room}/README.md has no "May import:" line`)
  return {
    any: line.includes('every room'),
    names: new Set([...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
  }
}

describe('import cycles', () => {
  for (const pkg of ['playground', 'vitepress'])
    it(`packages/${pkg}/src has none, type imports included`, () => {
      const cycles = importCycles(readImportGraph(join(repo, `packages/${pkg}/src`)))
      expect(cycles).toEqual([])
    })

  it('are found when they are there', () => {
    const graph = [
      { file: 'a.ts', imports: ['b.ts'] },
      { file: 'b.ts', imports: ['c.ts'] },
      { file: 'c.ts', imports: ['a.ts'] },
      { file: 'd.ts', imports: ['d.ts', 'a.ts'] },
      { file: 'e.ts', imports: ['a.ts'] },
    ]
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']])
  })
})

describe('rooms in both packages', () => {
  for (const pkg of ['playground', 'vitepress'])
    it(`packages/${pkg}/src keeps at most a dozen modules in any folder`, () => {
      const crowded = folders(join(repo, `packages/${pkg}/src`))
        .map((folder) => `${relative(repo, folder)}: ${modulesIn(folder).length}`)
        .filter((line) => Number(line.split(': ')[1]) > 12)
      expect(crowded).toEqual([])
    })
})

describe("the node side's rooms", () => {
  it('keeps at most 12 files at the top of node/', () => {
    const files = readdirSync(node).filter((name) => statSync(join(node, name)).isFile())
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(12)
  })

  it('gives every folder a README and at most a dozen modules', () => {
    for (const folder of folders(node)) {
      const where = relative(repo, folder)
      expect(readdirSync(folder), where).toContain('README.md')
      expect(modulesIn(folder).length, where).toBeLessThanOrEqual(12)
    }
  })

  it("imports across rooms only what each room's README allows", () => {
    const rooms = readdirSync(node).filter((name) => statSync(join(node, name)).isDirectory())
    const graph = readImportGraph(join(repo, 'packages/vitepress/src'))
    const refused: string[] = []
    for (const { file, imports } of graph) {
      const [side, room, ...rest] = file.split('/')
      if (side !== 'node' || !rest.length) continue
      const allowed = allowedImports(room!)
      for (const target of imports) {
        const [targetSide, targetRoom, ...targetRest] = target.split('/')
        if (targetSide === 'node' && targetRoom === room) continue
        const name =
          targetSide !== 'node'
            ? `../${targetSide}/`
            : targetRest.length
              ? `${targetRoom}/`
              : targetRoom!
        if (allowed.any || allowed.names.has(name)) continue
        refused.push(`${file} imports ${target}`)
      }
    }
    expect(rooms.length).toBeGreaterThan(8)
    expect(refused).toEqual([])
  })
})
