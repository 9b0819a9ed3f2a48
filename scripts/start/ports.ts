import { createServer } from 'node:net'

/**
 * Fails with a clear message when `port` is taken, before minutes of building would end in
 * EADDRINUSE. Port 0 (any free port) is always available.
 */
export function assertPortFree(port: number, host: string, what: string): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const inUse = error.code === 'EADDRINUSE' || error.code === 'EACCES'
      reject(
        new Error(
          inUse
            ? `Port ${port} (${what}) is in use on ${host}. Stop what uses it or choose another with ${what === 'docs site' ? '--port' : '--api-port'}.`
            : `Cannot listen on ${host}:${port} (${what}): ${error.message}`,
        ),
      )
    })
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
