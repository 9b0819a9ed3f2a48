import { fileURLToPath } from 'node:url'
import { defineLoader } from 'vitepress'
import { cachedReference } from './cache'
import { generateReference } from './generate'
import type { Reference } from './model'

const root = fileURLToPath(new URL('../../../', import.meta.url))
// Under .vitepress/cache, which git ignores and VitePress keeps between builds.
const cacheFile = fileURLToPath(new URL('../cache/reference.json', import.meta.url))

declare const data: Reference
export { data }

// VitePress runs this at build time (and again in `vitepress dev` when a watched file changes);
// the pages import `data`, the reference read from the packages' sources.
export default defineLoader({
  watch: [
    '../../../packages/playground/src/**/*.{ts,vue,css,md}',
    '../../../packages/vitepress/src/**/*.{ts,vue}',
  ],
  load: (): Reference => cachedReference(root, cacheFile, () => generateReference(root)),
})
