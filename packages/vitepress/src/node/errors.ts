/** A problem with one spec entry's description: names the spec, the file and, where known, the line. */
export class SpecError extends Error {
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
