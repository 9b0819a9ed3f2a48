import { resolve } from 'node:path'
import type { Plugin } from 'vitepress'
import { deleteOldOutput } from '../build/old-output'

/**
 * `vitepress-api-docs:old-output`: in a build, the previous output is moved aside and deleted in
 * the background (build/old-output.ts) instead of emptied by Vite on the build's thread; the
 * browser build waits for it as it ends (the bundles took far longer).
 */
export function oldOutputPlugin(): Plugin {
  let deleted: Promise<void> | undefined
  return {
    name: 'vitepress-api-docs:old-output',
    apply: 'build',
    configResolved({ build, root, cacheDir, publicDir }) {
      // VitePress empties the folder in both builds; the server build's is its temporary one.
      if (build.ssr || build.write === false || build.emptyOutDir !== true) return
      const keep = [root, cacheDir, publicDir, process.cwd()].filter(Boolean)
      deleted = deleteOldOutput(resolve(root, build.outDir), keep)
    },
    async closeBundle() {
      await deleted
      deleted = undefined
    },
  }
}
