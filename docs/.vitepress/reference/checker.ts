import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCheckerByJson } from 'vue-component-meta'
import { COMPONENTS, ENTRY_POINTS } from './sources'

const UNTYPED = fileURLToPath(new URL('./untyped.d.ts', import.meta.url))

/**
 * The packages' dependencies other than Vue (vitepress, yaml, markdown-it, ...), read from their
 * package.json files. Their types would bring vite's, rollup's and Node's along: about 350 files,
 * more than half of the generator's time, for names the pages print from the packages' own source
 * text anyway (`Promise<UserConfig>` as written). The test fails if one of them ever shows as `any`.
 */
function untypedDependencies(root: string): string[] {
  const names = new Set<string>()
  for (const dir of ['packages/playground', 'packages/vitepress']) {
    const manifest = JSON.parse(readFileSync(resolve(root, dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
    }
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
      if (name !== 'vue' && name !== 'vue-api-playground') names.add(name)
  }
  return [...names]
}

/** The vue-component-meta checker over the components and entry points, and its TypeScript program. */
export type ReferenceChecker = ReturnType<typeof createCheckerByJson>

/**
 * One checker (one TypeScript program) serves the components and the entry points alike: building
 * the program is most of the generator's time, so it is built once.
 */
export function createReferenceChecker(root: string): ReferenceChecker {
  return createCheckerByJson(
    root,
    {
      include: [...Object.values(COMPONENTS), ...ENTRY_POINTS.map((entry) => entry.source)],
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        jsx: 'preserve',
        types: [],
        // The playground's sources, not its built declarations, for the plugin's imports of it.
        paths: {
          'vue-api-playground': [resolve(root, 'packages/playground/src/index.ts')],
          'vue-api-playground/snippets': [resolve(root, 'packages/playground/src/snippets.ts')],
          ...Object.fromEntries(
            untypedDependencies(root).flatMap((name) => [
              [name, [UNTYPED]],
              [`${name}/*`, [UNTYPED]],
            ]),
          ),
        },
      },
    },
    // The pages show types as text; the expanded schemas are not needed (and cost time).
    { schema: false },
  )
}
