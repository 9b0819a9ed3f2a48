import { spawn } from 'node:child_process'

/** How one command of {@link runAll} ended: its exit code and everything it printed. */
export interface Outcome {
  command: string
  code: number
  output: string
  ms: number
}

/**
 * Runs shell commands at once and reports each when all have ended. The checks before the tests
 * (ESLint, Prettier, vue-tsc, the packages' build) are each a single thread: one after another
 * they left a core of CI's two idle for about three minutes. Each command's output is kept and
 * printed whole, so that the log reads as if they had run in turn.
 */
export function runAll(commands: readonly string[]): Promise<Outcome[]> {
  return Promise.all(
    commands.map(
      (command) =>
        new Promise<Outcome>((resolve) => {
          const started = performance.now()
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk: Buffer) => (output += chunk))
          child.stderr.on('data', (chunk: Buffer) => (output += chunk))
          child.on('close', (code, signal) =>
            resolve({
              command,
              code: code ?? (signal ? 1 : 0),
              output,
              ms: performance.now() - started,
            }),
          )
        }),
    ),
  )
}

/** The lines that close the log: each command's time and result, the failed ones named. */
export function summary(outcomes: readonly Outcome[]): string {
  return outcomes
    .map(
      ({ command, code, ms }) =>
        `${code === 0 ? 'ok    ' : 'FAILED'} ${command} (${(ms / 1000).toFixed(1)} s${code === 0 ? '' : `, exit code ${code}`})`,
    )
    .join('\n')
}
