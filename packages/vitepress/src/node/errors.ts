/**
 * A mistake in the site (its options, a description, an embed) whose message says what and where.
 * VitePress prints an error's message and then its stack; a stack trace into the plugin would
 * only bury the message, so it is left out unless `DEBUG` is set (as VitePress's own `DEBUG`).
 */
export class ApiDocsError extends Error {
  override name = 'ApiDocsError'
  constructor(message: string) {
    super(message)
    // Empty, and kept empty: Vite rewrites the stack of an error thrown in a plugin hook as the
    // message again followed by the old stack, which VitePress would then print twice.
    if (!process.env.DEBUG)
      Object.defineProperty(this, 'stack', { get: () => '', set: () => {}, configurable: true })
  }
}

/** A problem with one spec entry's description: names the spec, the file and, where known, the line. */
export class SpecError extends ApiDocsError {
  override name = 'SpecError'
  constructor(
    /** The spec entry's name. */
    readonly spec: string,
    /** The file the problem is in. */
    readonly file: string,
    message: string,
    /** 1-based line and column, where known. */
    readonly position?: { line: number; column: number },
  ) {
    super(
      `spec "${spec}" (${file}${position ? `:${position.line}:${position.column}` : ''}): ${message}`,
    )
  }
}

/** 1-based line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** Where a `$ref` to `target` is written in a source text, if it can be found there. */
export function findRefPosition(
  text: string,
  target: string,
): { line: number; column: number } | undefined {
  for (const quoted of [`"${target}"`, `'${target}'`, ` ${target}`]) {
    const at = text.indexOf(quoted)
    if (at !== -1) return positionAt(text, at + (quoted.startsWith(' ') ? 1 : 0))
  }
  return undefined
}
