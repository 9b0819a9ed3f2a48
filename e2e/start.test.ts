import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { withDocsLock } from './docs-site'
import { freePort } from './ports'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs `npm start` as a user does, collecting what it prints. */
function npmStart(...args: string[]) {
  const child = spawn('npm', ['start', '--silent', '--', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '', API_PORT: '' },
    // Its own process group, so the test can send Ctrl+C to npm and what it started at once.
    detached: true,
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  return { child, exited, output: () => output }
}

function interrupt(child: ChildProcess): void {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGINT')
  }
}

async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`)
    return true
  } catch {
    return false
  }
}

describe('npm start', () => {
  const chromium = useBrowser()
  const started: ChildProcess[] = []
  afterEach(() => {
    for (const child of started.splice(0)) interrupt(child)
  })

  // Building the packages and the site takes one to three minutes, more under load; the docs
  // browser tests' own build of the site may have to end first (they share its scratch folder).
  it(
    'serves the docs site whose live playground reaches the API server it started; Ctrl+C stops both',
    { timeout: 900_000 },
    () =>
      withDocsLock(async () => {
        const [port, apiPort] = [await freePort(), await freePort()]
        const start = npmStart('--port', String(port), '--api-port', String(apiPort))
        started.push(start.child)
        const siteUrl = `http://127.0.0.1:${port}/`
        await expect
          .poll(() => start.output(), { timeout: 400_000, interval: 500 })
          .toContain(`Docs and live demo:  ${siteUrl}`)
        // One URL to open: the API server's is mentioned, not offered as a second site.
        expect(
          start
            .output()
            .match(/http:\/\/\S+/g)
            ?.filter((url) => url.endsWith(`:${port}/`)),
        ).toHaveLength(1)

        const page = await chromium.browser.newPage()
        const errors = watchErrors(page)
        await page.goto(siteUrl)
        await page.getByRole('button', { name: 'Send' }).first().click()
        const status = page.locator('.vap-status').first()
        await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/200/)
        expect(errors).toEqual([])
        await page.close()

        interrupt(start.child)
        const [code, signal] = await start.exited
        // npm re-raises the Ctrl+C it was sent once its script is done; the script exits 0 (a
        // failure while stopping would exit 1 and npm would report it).
        expect({ code, signal }).toSatisfy(
          (end: { code: number | null; signal: string | null }) =>
            end.code === 0 || (end.code === null && end.signal === 'SIGINT'),
        )
        expect(start.output()).toContain('stopping the docs site and the API server')
        expect(start.output()).not.toMatch(/Could not stop|Error/)
        expect(await isListening(port)).toBe(false)
        expect(await isListening(apiPort)).toBe(false)
      }),
  )

  it('reports a port in use before building anything', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const taken = typeof address === 'object' && address ? address.port : 0
    try {
      const start = npmStart('--port', String(taken), '--api-port', String(await freePort()))
      started.push(start.child)
      const [code] = await start.exited
      expect(code).toBe(1)
      expect(start.output()).toContain(`Port ${taken} (docs site) is in use`)
      expect(start.output()).toContain('--port')
      expect(start.output()).not.toContain('Building')
    } finally {
      blocker.close()
    }
  })

  it('rejects a bad port with the usage', async () => {
    const start = npmStart('--port', 'eighty')
    started.push(start.child)
    const [code] = await start.exited
    expect(code).toBe(1)
    expect(start.output()).toContain('--port: "eighty" is not a port')
    expect(start.output()).toContain('Usage: npm start')
  })
})
