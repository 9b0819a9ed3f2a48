import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { build, preview } from 'vite'
import { startApiServer } from '../server/index'

const root = fileURLToPath(new URL('./fixture/', import.meta.url))
const outDir = fileURLToPath(new URL('./.artifacts/fixture-dist/', import.meta.url))

/** The built fixture page and the local API server, on two ports (so requests are cross-origin). */
export interface RunningFixture {
  apiUrl: string
  pageUrl: string
  close: () => Promise<void>
}

/** Builds the fixture page from the workspace package (its dist, as users get it) and serves it. */
export async function startFixture(): Promise<RunningFixture> {
  await build({
    root,
    logLevel: 'warn',
    plugins: [vue()],
    build: { outDir, emptyOutDir: true },
  })
  const api = await startApiServer({ port: 0 })
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  return {
    apiUrl: api.url,
    pageUrl: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close()
      await api.close()
    },
  }
}
