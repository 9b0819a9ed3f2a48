import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { build, preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { startApiServer, type ApiServer } from '../server/index'

const root = fileURLToPath(new URL('./fixture/', import.meta.url))
const outDir = fileURLToPath(new URL('./.artifacts/fixture-dist/', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local API server the pages call. */
    apiUrl: string
    /** The built test page. */
    pageUrl: string
  }
}

/**
 * Builds the fixture page from the workspace package (its dist, as users get it), serves it,
 * and starts the local API server on another port so requests are cross-origin like in real use.
 */
export default async function setup(project: TestProject) {
  await build({
    root,
    logLevel: 'warn',
    plugins: [vue()],
    build: { outDir, emptyOutDir: true },
  })
  const api: ApiServer = await startApiServer({ port: 0 })
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  project.provide('apiUrl', api.url)
  project.provide('pageUrl', `http://127.0.0.1:${address.port}/`)
  return async () => {
    await server.close()
    await api.close()
  }
}
