// Builds the two sides: node (ESM for Node, the plugin and its render threads' module, dependencies
// left to npm) and client (one file per module for VitePress to bundle, CSS and page templates
// copied as they are, and one bundle of it for `vitepress dev`: src/node/dev/client-bundle.ts).
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build as esbuild } from 'esbuild'
import vue from '@vitejs/plugin-vue'
import { build as vite } from 'vite'

const here = new URL('.', import.meta.url).pathname
rmSync(`${here}dist`, { recursive: true, force: true })

await esbuild({
  // The threads' modules are files of their own: Node starts a worker thread from a file.
  entryPoints: {
    index: `${here}src/node/index.ts`,
    'render-worker': `${here}src/node/render-threads/worker.ts`,
    'twin-worker': `${here}src/node/llms/thread/worker.ts`,
  },
  outdir: `${here}dist/node`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

/** Imports a module of the node side from its source (it runs here, in the package's build). */
async function sourceModule(name) {
  const scratch = mkdtempSync(join(tmpdir(), 'vitepress-api-docs-build-'))
  try {
    const outfile = join(scratch, `${name}.mjs`)
    await esbuild({
      entryPoints: [`${here}src/node/${name}.ts`],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    })
    return await import(outfile)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

// VitePress's default theme as installed here, compiled for the dev pre-bundle
// (src/node/vitepress/theme/precompiled.ts), beside the node side that reads it.
const { precompileTheme } = await sourceModule('vitepress/theme/precompiled')
const require = createRequire(import.meta.url)
const themeDir = join(dirname(require.resolve('vitepress')), '../client/theme-default')
const theme = precompileTheme(themeDir, require('vue/compiler-sfc'))
writeFileSync(`${here}dist/node/default-theme.json`, JSON.stringify(theme))
// And VitePress 2.0's, for its Rolldown pre-bundle: installed in scripts/vitepress-2, a folder
// of its own, so that the workspace's `vitepress` command stays 1.6's.
const require2 = createRequire(new URL('../../scripts/vitepress-2/package.json', import.meta.url))
const themeDir2 = join(dirname(require2.resolve('vitepress')), '../client/theme-default')
const theme2 = precompileTheme(themeDir2, require('vue/compiler-sfc'))
writeFileSync(`${here}dist/node/default-theme-2.json`, JSON.stringify(theme2))

await vite({
  configFile: false,
  logLevel: 'warn',
  // Template comments are notes for this source's readers: kept, they went into every page's HTML
  // (2.2 KB a page of GitHub's API) and into the client's render functions.
  plugins: [vue({ template: { compilerOptions: { comments: false } } })],
  build: {
    outDir: `${here}dist/client`,
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    // The pages store is also served on its own (as `virtual:vitepress-api-docs/pages`): an entry,
    // so that the exports only generated page modules use are kept.
    lib: {
      entry: [`${here}src/client/index.ts`, `${here}src/client/pages-store.ts`],
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) =>
        /^(vue|vitepress|vue-api-playground)(\/|$)/.test(id) ||
        id.startsWith('virtual:') ||
        /^vitepress-api-docs\//.test(id) ||
        id.endsWith('.css'),
      output: {
        preserveModules: true,
        preserveModulesRoot: `${here}src/client`,
        entryFileNames: '[name].js',
      },
    },
  },
})
// One stylesheet for the package; the search dialog's and the try-it tools' rules are kept in
// their own source files.
writeFileSync(
  `${here}dist/client/styles.css`,
  ['styles.css', 'search/search.css', 'variants.css', 'environments/tools.css', 'tryit/tryit.css']
    .map((file) => readFileSync(`${here}src/client/${file}`, 'utf8'))
    .join('\n'),
)
cpSync(`${here}src/client/pages`, `${here}dist/client/pages`, { recursive: true })

// The client as one bundle for `vitepress dev`, with the packages it imports inside but Vue,
// VitePress, the plugin's virtual modules and stylesheets (Vite serves those); its manifest
// records those packages' files, for the dev server to check the site installs the same.
const devBundle = `${here}dist/client/dev`
const { metafile } = await esbuild({
  entryPoints: { index: `${here}dist/client/index.js` },
  outdir: devBundle,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  external: ['vue', 'vitepress', 'virtual:*', '*.css'],
  // The workspace's tsconfig maps vue-api-playground to its sources; a site gets its dist.
  tsconfigRaw: '{}',
  metafile: true,
  logLevel: 'warning',
})
const { devBundleManifest, DEV_BUNDLE_MANIFEST } = await sourceModule('dev/client-bundle')
const inputs = Object.keys(metafile.inputs).map((input) => realpathSync(join(here, input)))
writeFileSync(
  join(devBundle, DEV_BUNDLE_MANIFEST),
  JSON.stringify(devBundleManifest(here, inputs), null, 1),
)
