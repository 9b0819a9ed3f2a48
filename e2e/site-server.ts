import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from './ports'

/** A `vitepress dev` or `vitepress preview` started as a user starts it, in its own process group. */
export interface SiteServer {
  url: string
  /** Everything it printed so far. */
  output(): string
  stop(): Promise<void>
}

/**
 * Runs `npx vitepress <command>` in `cwd` on a free port and resolves once it serves; with
 * `bin`, the site's `node_modules/.bin/vitepress` itself, without npm's own start (0.6-0.9 s
 * on this machine) in front of it.
 */
export async function startVitepress(
  command: 'dev' | 'preview',
  cwd: string,
  timeoutMs = 120_000,
  { bin = false }: { bin?: boolean } = {},
): Promise<SiteServer> {
  const port = await freePort()
  const args = [command, '--port', String(port), '--host', '127.0.0.1', '--strictPort']
  const child: ChildProcess = spawn(
    bin ? join(cwd, 'node_modules/.bin/vitepress') : 'npx',
    bin ? args : ['vitepress', ...args],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // Without NODE_ENV, as a user's shell has it: VitePress's in-process `build` sets it to
      // `production`, and a dev server started with that breaks (`__VP_HASH_MAP__ is not defined`).
      env: { ...process.env, CI: '', NODE_ENV: undefined },
    },
  )
  // `exitCode` stays null when a signal ended the process, so track the exit itself.
  let exited = false
  child.once('exit', () => (exited = true))
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // eslint-disable-next-line no-control-regex
  const plain = () => output.replace(/\x1b\[[0-9;]*m/g, '')
  // `vitepress preview` prints localhost whatever --host says (it listens on every interface).
  const served = () => /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(plain())?.[1]
  // Read as soon as it prints its address: polling would add its interval to every start timed.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!served()) return
      done()
      resolve()
    }
    const fail = () => {
      done()
      killGroup(child, 'SIGKILL')
      reject(new Error(`vitepress ${command} did not start:\n${output}`))
    }
    const timer = setTimeout(fail, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      child.stdout!.off('data', check)
      child.stderr!.off('data', check)
      child.off('exit', fail)
    }
    child.stdout!.on('data', check)
    child.stderr!.on('data', check)
    child.once('exit', fail)
  })
  return {
    url: `http://127.0.0.1:${served()}`,
    output: plain,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve()
        const force = setTimeout(() => killGroup(child, 'SIGKILL'), 3000)
        child.once('exit', () => {
          clearTimeout(force)
          // npx is gone; sweep whatever it started that outlived it.
          killGroup(child, 'SIGKILL')
          resolve()
        })
        killGroup(child, 'SIGTERM')
      }),
  }
}

/** Signals the child's whole process group; a group that has already gone is not an error. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
