/** How a build process ended, as {@link describeFailure} needs it. */
export interface BuildEnd {
  log: string
  code: number | null
  signal: string | null
  timedOut: boolean
  timeoutMs: number
  /** Undefined for Node's default heap limit. */
  heapMb?: number
}

// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g

const lines = (log: string) =>
  log
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Why a build failed, in one line: a timeout (and how far it got), out of memory, or the error. */
export function describeFailure(end: BuildEnd): string {
  if (end.timedOut) {
    const last = lines(end.log).at(-1)
    return `timed out after ${Math.round(end.timeoutMs / 1000)} s${last ? ` (last output: ${last})` : ''}`
  }
  if (/heap out of memory|Allocation failed/i.test(end.log))
    return `out of memory (Node heap limit ${end.heapMb === undefined ? "Node's default" : `${end.heapMb} MB`})`
  const error = lines(end.log).find((line) => /error/i.test(line))
  const how = end.signal ? `killed by ${end.signal}` : `exit code ${end.code}`
  return error ? `${how}: ${error.slice(0, 300)}` : how
}
