import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// Library build: one entry per public subpath of package.json "exports".
export default defineConfig({
  plugins: [vue()],
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: { index: src('index.ts'), core: src('core/index.ts') },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: ['vue'],
    },
  },
})
