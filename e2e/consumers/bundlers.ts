import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import nodeResolve from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { build as esbuild } from 'esbuild'
import { rollup } from 'rollup'
import { build as viteBuild } from 'vite'
import webpack from 'webpack'

/** Builds the app in `dir` into `dir/<outDir>`, a folder a static server can serve as is. */
export type BundleApp = (dir: string, outDir: string) => Promise<void>

// Vue's esm-bundler build reads these; apps' configs define them (Vite does it by itself).
const vueDefines = {
  'process.env.NODE_ENV': JSON.stringify('production'),
  __VUE_OPTIONS_API__: 'true',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
}

/** The page and its stylesheet go beside the bundle, as they are: the page loads `main.js`. */
async function copyPage(dir: string, outDir: string): Promise<void> {
  await mkdir(join(dir, outDir), { recursive: true })
  for (const file of ['index.html', 'style.css']) {
    await copyFile(join(dir, file), join(dir, outDir, file))
  }
}

/** esbuild with its defaults: one IIFE file, no code splitting (Rails' jsbundling, `--bundle`). */
const esbuildDefault: BundleApp = async (dir, outDir) => {
  await esbuild({
    absWorkingDir: dir,
    entryPoints: ['main.js'],
    bundle: true,
    outdir: outDir,
    logLevel: 'warning',
  })
  await copyPage(dir, outDir)
}

/** esbuild with code splitting, as app-size measures it: a chunk per `import()`, shared chunks. */
const esbuildSplitting: BundleApp = async (dir, outDir) => {
  await esbuild({
    absWorkingDir: dir,
    entryPoints: ['main.js'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: outDir,
    logLevel: 'warning',
  })
  await copyPage(dir, outDir)
}

/** webpack 5 in production mode, unminified: its own chunk for each `import()`. */
const webpack5: BundleApp = async (dir, outDir) => {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: join(dir, outDir), filename: 'main.js' },
    plugins: [new webpack.DefinePlugin(vueDefines)],
    performance: { hints: false },
    // Terser takes three quarters of webpack's time on this machine and changes nothing of how
    // modules link, which is what this test is about; Vite's build checks a minified bundle.
    optimization: { minimize: false },
  })
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  )
  await new Promise<void>((resolve) => compiler.close(() => resolve()))
  if (!stats || stats.hasErrors()) throw new Error(stats?.toString('errors-only') ?? 'no stats')
  await copyPage(dir, outDir)
}

/** Rollup with the two plugins every browser app needs: node resolution and the env defines. */
const rollup4: BundleApp = async (dir, outDir) => {
  const bundle = await rollup({
    input: join(dir, 'main.js'),
    plugins: [
      nodeResolve({ browser: true }),
      replace({ preventAssignment: true, values: vueDefines }),
    ],
  })
  await bundle.write({ dir: join(dir, outDir), format: 'es' })
  await bundle.close()
  await copyPage(dir, outDir)
}

/** Vite's production build, from index.html (it bundles the linked stylesheet too). */
const vite: BundleApp = async (dir, outDir) => {
  await viteBuild({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
}

/** The bundlers apps use, by name. Vite's dev server is served, not built: see `serve.ts`. */
export const bundlers: Record<string, BundleApp> = {
  'esbuild (defaults)': esbuildDefault,
  'esbuild (code splitting)': esbuildSplitting,
  'webpack 5': webpack5,
  Rollup: rollup4,
  'Vite build': vite,
}
