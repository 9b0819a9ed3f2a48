/**
 * `npm start`: builds what is out of date, starts the demo API server, builds the docs site
 * against it and serves the site. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { startApiServer } from '../server/index.ts'
import { isCurrent, newestChange, writeStamp } from './start/freshness.ts'
import { readStartOptions, StartUsageError, USAGE } from './start/options.ts'
import { assertPortFree } from './start/ports.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const at = (path: string): string => `${root}${path}`
const DOCS = at('docs')
const DOCS_DIST = at('docs/.vitepress/dist')
const STAMPS = at('node_modules/.cache/vue-api-playground-start')

/**
 * Runs a build step quietly: a first-time user sees one line per step, and the whole output
 * only when the step fails.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) {
        console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
        resolve()
        return
      }
      process.stderr.write(output)
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** The files each package's build writes first; both exist only after a complete build. */
const PACKAGE_OUTPUTS = [
  at('packages/playground/dist/index.js'),
  at('packages/vitepress/dist/node/index.js'),
]

/**
 * Builds both packages when a source is newer than their build output, whoever built it
 * (`npm test` builds them too).
 */
async function buildPackages(force: boolean): Promise<void> {
  const sources = newestChange([at('packages'), at('package-lock.json')])
  const built = PACKAGE_OUTPUTS.every((file) => existsSync(file))
  const current =
    built && Math.min(...PACKAGE_OUTPUTS.map((file) => statSync(file).mtimeMs)) > sources
  if (!force && current) return
  console.log('Building the packages (npm run build)…')
  await run('npm', ['run', 'build'])
}

/** Builds the docs site for this API server URL, unless it already was. */
async function buildDocs(apiUrl: string, force: boolean): Promise<void> {
  const stampFile = `${STAMPS}/docs.json`
  const stamp = {
    inputs: newestChange([DOCS, at('packages/playground/dist'), at('packages/vitepress/dist')]),
    settings: apiUrl,
  }
  if (!force && existsSync(`${DOCS_DIST}/index.html`) && isCurrent(stampFile, stamp)) return
  console.log(`Building the docs site against ${apiUrl}…`)
  const vitepress = at('node_modules/vitepress/bin/vitepress.js')
  await run(process.execPath, [vitepress, 'build', DOCS], { DOCS_API_URL: apiUrl })
  writeStamp(stampFile, stamp)
}

async function main(): Promise<void> {
  const options = readStartOptions(process.argv.slice(2), process.env)
  if (options === 'help') {
    console.log(USAGE)
    return
  }
  const { host, port, apiPort, rebuild } = options
  await assertPortFree(apiPort, host, 'demo API server')
  await assertPortFree(port, host, 'docs site')
  mkdirSync(STAMPS, { recursive: true })

  await buildPackages(rebuild)
  const api = await startApiServer({ port: apiPort, host })
  let site: Awaited<ReturnType<typeof preview>> | undefined
  const stop = async (): Promise<void> => {
    await Promise.allSettled([api.close(), site?.close()])
  }
  try {
    await buildDocs(api.url, rebuild)
    site = await preview({
      root: DOCS,
      configFile: false,
      logLevel: 'warn',
      appType: 'mpa',
      build: { outDir: DOCS_DIST },
      preview: { port, host, strictPort: true, open: false },
    })
  } catch (error) {
    await stop()
    throw error
  }
  const address = site.httpServer.address()
  const sitePort = typeof address === 'object' && address ? address.port : port
  const siteHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  console.log(
    `\n  Docs and live demo:  http://${siteHost}:${sitePort}/\n` +
      `  (the demo API server answers on ${api.url})\n\n  Press Ctrl+C to stop.\n`,
  )

  let stopping = false
  const onSignal = (signal: NodeJS.Signals): void => {
    // A second Ctrl+C means "now", whatever close() is waiting for.
    if (stopping) process.exit(1)
    stopping = true
    console.log(`\n${signal}: stopping the docs site and the API server`)
    // Vite's preview close() can wait on idle keep-alive sockets; do not let it hold the exit.
    const timeout = setTimeout(() => process.exit(0), 2000)
    void stop().then(() => {
      clearTimeout(timeout)
      process.exit(0)
    })
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

main().catch((error: unknown) => {
  if (error instanceof StartUsageError) console.error(`${error.message}\n\n${USAGE}`)
  else console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
