import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from './router.ts'
import { ROUTES } from './routes/index.ts'

export { DEMO_CREDENTIALS } from './credentials.ts'
export type { DemoCredentials } from './credentials.ts'

export interface ApiServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:4010`. */
  url: string
  port: number
  close(): Promise<void>
}

export interface ApiServerOptions {
  /** Defaults to the PORT environment variable, else 0 (any free port). */
  port?: number
  /** Defaults to 127.0.0.1: the demo accepts anything and should not be reachable from outside. */
  host?: string
  /** Receives one line per request and per notable event; silent by default. */
  log?: (line: string) => void
}

function defaultPort(): number {
  const fromEnv = Number(process.env.PORT)
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : 0
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/** Starts the demo API server and resolves once it is listening. */
export function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const server = createServer(createRequestHandler(ROUTES, log))

  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // Streams, slow answers and idle keep-alive sockets would otherwise hold close() open.
      server.closeAllConnections()
    })
    return closing
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? defaultPort(), host, () => {
      server.off('error', reject)
      // Without a listener a late server error would crash the whole test run.
      server.on('error', (error) => log(`server error: ${error.message}`))
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://${urlHost(host)}:${port}`, port, close })
    })
  })
}
