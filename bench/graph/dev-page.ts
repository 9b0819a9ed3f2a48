import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../e2e/ports'

const vitepress = fileURLToPath(new URL('../../node_modules/.bin/vitepress', import.meta.url))

/**
 * Milliseconds from starting `vitepress dev` to the page module of `path` served with its data
 * (what the browser fetches to show the page; `marker` is text of that data), or Infinity after
 * `timeoutMs`.
 */
export async function devFirstPage(
  root: string,
  path: string,
  marker: string,
  timeoutMs: number,
): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(vitepress, ['dev', root, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  })
  try {
    while (performance.now() - started < timeoutMs) {
      const response = await fetch(`http://127.0.0.1:${port}${path}.md?import`).catch(
        () => undefined,
      )
      if (response?.ok && (await response.text()).includes(marker))
        return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return Infinity
  } finally {
    process.kill(-child.pid!, 'SIGKILL')
  }
}
