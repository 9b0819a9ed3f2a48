import { resolve } from 'node:path'
import ts from 'typescript'

/**
 * The names each built declaration file exports (`dist/types/...d.ts`), read with a TypeScript
 * program of its own that follows only relative imports: the packages' public surface as it
 * ships, to check the generated reference against.
 */
export function declaredExports(root: string, files: readonly string[]): Map<string, string[]> {
  const options: ts.CompilerOptions = { noEmit: true, noLib: true, types: [] }
  const host = ts.createCompilerHost(options)
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) =>
      literal.text.startsWith('.')
        ? ts.resolveModuleName(literal.text, containingFile, options, host)
        : { resolvedModule: undefined },
    )
  const paths = files.map((file) => resolve(root, file))
  const program = ts.createProgram({ rootNames: paths, options, host })
  const checker = program.getTypeChecker()
  const result = new Map<string, string[]>()
  paths.forEach((path, index) => {
    const source = program.getSourceFile(path)
    const symbol = source && checker.getSymbolAtLocation(source)
    if (!symbol) throw new Error(`${files[index]} is missing: build the packages first`)
    result.set(
      files[index]!,
      checker
        .getExportsOfModule(symbol)
        .map((s) => s.name)
        .sort(),
    )
  })
  return result
}
