import { parseArgs } from 'node:util'

/** What `npm start` was asked for. */
export interface StartOptions {
  /** Port of the docs site. */
  port: number
  /** Port of the demo API server. */
  apiPort: number
  /** Interface both servers listen on. */
  host: string
  /** Rebuild the packages and the site even when they look current. */
  rebuild: boolean
}

/** The defaults: VitePress's preview port and the demo server's usual port. */
export const DEFAULT_PORT = 4173
export const DEFAULT_API_PORT = 4010

/** Usage text, printed for `--help` and after a bad argument. */
export const USAGE = `Usage: npm start -- [--port ${DEFAULT_PORT}] [--api-port ${DEFAULT_API_PORT}] [--host 127.0.0.1] [--rebuild]

  --port      port of the docs site (also the PORT environment variable)
  --api-port  port of the demo API server (also API_PORT)
  --host      interface both listen on
  --rebuild   rebuild the packages and the site even if they are up to date`

/** A mistake in the command line, reported with the usage and no stack. */
export class StartUsageError extends Error {}

function readPort(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text) || Number(text) > 65535) {
    throw new StartUsageError(`${name}: "${text}" is not a port (0-65535).`)
  }
  return Number(text)
}

/** Reads the command line and the PORT / API_PORT environment variables. */
export function readStartOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): StartOptions | 'help' {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', short: 'p' },
        'api-port': { type: 'string' },
        host: { type: 'string' },
        rebuild: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new StartUsageError((error as Error).message)
  }
  if (values.help) return 'help'
  const port = readPort('--port', values.port ?? env.PORT, DEFAULT_PORT)
  const apiPort = readPort('--api-port', values['api-port'] ?? env.API_PORT, DEFAULT_API_PORT)
  if (port !== 0 && port === apiPort) {
    throw new StartUsageError(`--port and --api-port are both ${port}: pick two ports.`)
  }
  return { port, apiPort, host: values.host ?? '127.0.0.1', rebuild: values.rebuild ?? false }
}
