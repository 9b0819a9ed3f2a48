import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// `vitepress build` as a user's terminal runs it: in a process of its own, without the test
// runner's environment. Vitest starts its workers with `--conditions development` and
// NODE_ENV=test, so a build made inside a worker rendered its pages with Vue's development build
// (slower, and hundreds of its warnings about VitePress's own components in every run): not the
// HTML a user's build writes.

const VITEPRESS_CLI = fileURLToPath(
  new URL('../node_modules/vitepress/bin/vitepress.js', import.meta.url),
)

/** What a build in a child process printed, and how it ended. */
export interface ChildBuild {
  code: number | null
  output: string
}

/** Options of a child build. */
export interface ChildBuildOptions {
  /** Where the site goes; VitePress's `.vitepress/dist` when left out. */
  outDir?: string
  /** VitePress's `--logLevel`. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
  /** Added to the environment (a site's config may read the API server's URL from it). */
  env?: Record<string, string>
}

/** Runs `vitepress build` on a site in a child process; resolves however it ends. */
export function buildInChildProcess(
  root: string,
  options: ChildBuildOptions = {},
): Promise<ChildBuild> {
  const args = [VITEPRESS_CLI, 'build', root]
  if (options.outDir) args.push('--outDir', options.outDir)
  if (options.logLevel) args.push('--logLevel', options.logLevel)
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env }
  delete env.NODE_ENV
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** Runs `vitepress build` in a child process; rejects with its output when it fails. */
export async function mustBuild(root: string, options: ChildBuildOptions = {}): Promise<string> {
  const { code, output } = await buildInChildProcess(root, options)
  if (code !== 0) throw new Error(`vitepress build ${root} failed (${code}):\n${output}`)
  return output
}
