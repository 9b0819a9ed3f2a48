import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { lazyBundle } from './build/lazy-bundle'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// Library build: one entry per public subpath of package.json "exports".
export default defineConfig({
  plugins: [
    vue(),
    // The Paste cURL panel's reader, a copy of its own: see build/lazy-bundle.ts.
    lazyBundle({
      source: src('components/ApiRequest/curlPaste.ts'),
      fileName: 'lazy/curl-reader.js',
      root: src(''),
    }),
    // The form's request builder, loaded on the first interaction: see its loader.
    lazyBundle({
      source: src('components/ApiRequest/builder/requestBuilder.ts'),
      fileName: 'lazy/request-builder.js',
      root: src(''),
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: {
        index: src('index.ts'),
        core: src('core/index.ts'),
        curl: src('curl.ts'),
        snippets: src('snippets.ts'),
        i18n: src('i18n/index.ts'),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: ['vue'],
      // One file per source module: apps' bundlers then tree-shake and split exactly, and a
      // module that is loaded on demand (the event-stream parser, the large-body viewer) stays
      // on demand instead of landing in a chunk some entry loads up front.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
})
