import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describeFailure } from './failure'
import { sampleTree } from './proc-tree'

const vitepress = fileURLToPath(new URL('../../node_modules/.bin/vitepress', import.meta.url))

/** How one `vitepress build` went: its wall time, the peak memory of its process tree, its log. */
export interface BuildResult {
  ok: boolean
  ms: number
  peakRss: number
  /** CPU time of the process tree (user + system), less sensitive than wall time to a busy machine. */
  cpuMs: number
  /** stdout and stderr, interleaved as they came. */
  log: string
  /** Each line of the log with the time it came, from the start (to tell the build's phases). */
  lines: { ms: number; text: string }[]
  /** Why it failed, in one line: the exit code or signal, the timeout, or an out-of-memory. */
  failure?: string
}

/** Options of {@link timedBuild}. */
export interface BuildOptions {
  timeoutMs: number
  /** Node's heap limit for the build, in MB (`--max-old-space-size`); Node's default without. */
  heapMb?: number
  /** The `vitepress` binary to run; the workspace's (1.6) without. */
  bin?: string
}

/** Runs `vitepress build <root>` as a child process, polling its tree's memory every 200 ms. */
export function timedBuild(root: string, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now()
  // The build's environment as a terminal's: without the NODE_ENV this process may have been
  // given (a `development` one makes the server render run Vue's development build).
  const env = { ...process.env }
  delete env.NODE_ENV
  const child = spawn(options.bin ?? vitepress, ['build', root], {
    env:
      options.heapMb === undefined
        ? env
        : { ...env, NODE_OPTIONS: `--max-old-space-size=${options.heapMb}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a timeout ends the build's workers too.
    detached: true,
  })
  let log = ''
  const lines: BuildResult['lines'] = []
  const take = (chunk: Buffer) => {
    log += chunk
    const ms = performance.now() - started
    for (const text of String(chunk).split('\n')) if (text.trim()) lines.push({ ms, text })
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  let peakRss = 0
  let cpuMs = 0
  const sample = () => {
    if (!child.pid) return
    const now = sampleTree(child.pid)
    peakRss = Math.max(peakRss, now.rss)
    cpuMs = Math.max(cpuMs, now.cpuMs)
  }
  const poller = setInterval(sample, 200)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    process.kill(-child.pid!, 'SIGKILL')
  }, options.timeoutMs)
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(poller)
      clearTimeout(timer)
      const ms = performance.now() - started
      const ok = code === 0 && !timedOut
      resolve({
        ok,
        ms,
        peakRss,
        cpuMs,
        log,
        lines,
        failure: ok ? undefined : describeFailure({ log, code, signal, timedOut, ...options }),
      })
    })
  })
}
