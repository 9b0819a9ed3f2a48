import type { AddressInfo } from 'node:net'
import { createServer, preview } from 'vite'

/** A page served on a free port of 127.0.0.1. */
export interface ServedApp {
  url: string
  close: () => Promise<void>
}

function urlOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server has no port')
  return `http://127.0.0.1:${address.port}/`
}

/** Serves a built app's folder as static files (Vite's preview server does no bundling). */
export async function serveBuilt(dir: string, outDir: string): Promise<ServedApp> {
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  return { url: urlOf(server.httpServer.address()), close: () => server.close() }
}

/** Serves the app's sources through Vite's dev server, which bundles dependencies on the fly. */
export async function serveViteDev(dir: string): Promise<ServedApp> {
  const server = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, watch: null },
  })
  await server.listen()
  return { url: urlOf(server.httpServer?.address() ?? null), close: () => server.close() }
}
