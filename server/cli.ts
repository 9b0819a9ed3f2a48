import { parseArgs } from 'node:util'
import { DEMO_CREDENTIALS, startApiServer } from './index.ts'
import { describeRoutes } from './routes/home.ts'
import { ROUTES } from './routes/index.ts'

const DEFAULT_PORT = 4010

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readPort(raw: string | undefined): number {
  const text = raw ?? process.env.PORT ?? String(DEFAULT_PORT)
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65535) fail(`Invalid port "${text}": use 0-65535.`)
  return port
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
  })
  const port = readPort(values.port)
  const host = values.host ?? '127.0.0.1'
  const server = await startApiServer({ port, host, log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EADDRINUSE') fail(`Port ${port} is in use; try --port ${port + 1}.`)
      throw error
    },
  )

  const endpoints = describeRoutes(ROUTES)
  const width = Math.max(...endpoints.map((endpoint) => endpoint.example.length))
  console.log(`API server listening on ${server.url}\n`)
  for (const endpoint of endpoints) {
    const methods = endpoint.methods.padEnd(4)
    console.log(`  ${methods} ${endpoint.example.padEnd(width)}  ${endpoint.summary}`)
  }
  const { bearerToken, basicUser, basicPassword, apiKeyHeader, apiKey } = DEMO_CREDENTIALS
  const { oauthAppClient, oauthServiceClient, oauthServiceSecret, oauthUser, oauthPassword } =
    DEMO_CREDENTIALS
  const { oauthDeviceClient } = DEMO_CREDENTIALS
  console.log(
    `\nDemo credentials: bearer ${bearerToken}, basic ${basicUser}:${basicPassword}, ` +
      `${apiKeyHeader}: ${apiKey}\nOAuth 2.0 (${server.url}/oauth): client ${oauthAppClient} ` +
      `(PKCE, sign in as ${oauthUser} / ${oauthPassword}), client ${oauthServiceClient} / ` +
      `${oauthServiceSecret} (client credentials), client ${oauthDeviceClient} (device flow)\n` +
      'Press Ctrl+C to stop.\n',
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    // A second Ctrl+C means "now", whatever close() is waiting for.
    if (stopping) process.exit(1)
    stopping = true
    console.log(`\n${signal}: stopping`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Could not stop cleanly: ${String(error)}`),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
)
