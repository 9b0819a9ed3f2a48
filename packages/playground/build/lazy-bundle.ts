import { dirname, relative, resolve } from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/** A module loaded with `import()` that the package ships as a self-contained copy. */
export interface LazyBundleOptions {
  /** The source module, an absolute path. */
  source: string
  /** Where its copy goes in the output, relative to the output folder (`lazy/x.js`). */
  fileName: string
  /** The folder the output mirrors (`preserveModulesRoot`), an absolute path. */
  root: string
}

/**
 * Ships `source` a second time, bundled alone into `fileName`, and points every `import()` of it
 * at that copy. Why: esbuild with code splitting assigns a file to every entry whose import graph
 * reaches it, used or not (evanw/esbuild#3704), so a module the main entry re-exports (parseCurl)
 * and a panel also loads on demand landed in a chunk every app loaded up front. A copy no static
 * import reaches is on demand in every bundler. Static imports of `source` keep the shared one.
 */
export function lazyBundle({ source, fileName, root }: LazyBundleOptions): Plugin {
  // Under preserveModules the output mirrors `root`, so the copy's place there gives import paths.
  const copy = resolve(root, fileName)
  let outDir = ''
  return {
    name: 'vue-api-playground:lazy-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null
      const resolved = await this.resolve(specifier, importer, { skipSelf: true })
      if (resolved?.id !== source) return null
      // A relative external id is written as it is (Rollup's resolveId docs).
      const from = dirname(importer.replace(/\?.*$/, ''))
      const path = relative(from, copy).replaceAll('\\', '/')
      return { id: path.startsWith('.') ? path : `./${path}`, external: true }
    },
    async generateBundle() {
      const { outputFiles, metafile } = await build({
        entryPoints: [source],
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        target: 'es2022',
        platform: 'browser',
        // As Vite writes ES libraries: short names, whitespace kept for the app's minifier.
        minifyIdentifiers: true,
        minifySyntax: true,
        sourcemap: 'linked',
        // Left as imports, so that the check below sees them instead of copies of packages.
        packages: 'external',
        // Where the copy goes, for the source map's paths.
        outfile: resolve(outDir, fileName),
        logLevel: 'silent',
      })
      const imports = Object.values(metafile.outputs).flatMap((output) => output.imports)
      if (imports.length) {
        this.error(
          `${fileName} must import nothing, or apps load what it imports twice: ${imports.map((i) => i.path).join(', ')}`,
        )
      }
      for (const file of outputFiles) {
        const name = file.path.endsWith('.map') ? `${fileName}.map` : fileName
        this.emitFile({ type: 'asset', fileName: name, source: file.contents })
      }
    },
  }
}
