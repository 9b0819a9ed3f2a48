import { relative, resolve } from 'node:path'
import ts from 'typescript'
import { toDocText } from './doc-text'
import type { ApiItem, ItemKind, MemberDoc } from './model'
import type { EntryPoint } from './sources'

const PRINT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker) {
  return toDocText(ts.displayPartsToString(symbol.getDocumentationComment(checker)))
}

function defaultOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default')
  return tag?.text ? ts.displayPartsToString(tag.text).replace(/\s+/g, ' ').trim() : undefined
}

function kindOf(declaration: ts.Declaration): ItemKind {
  if (declaration.getSourceFile().fileName.endsWith('.vue')) return 'component'
  if (ts.isFunctionDeclaration(declaration)) return 'function'
  if (ts.isClassDeclaration(declaration)) return 'class'
  if (ts.isInterfaceDeclaration(declaration)) return 'interface'
  if (ts.isTypeAliasDeclaration(declaration)) return 'type'
  return 'variable'
}

/** Strips the indentation the declaration had in its file. */
function dedent(text: string, column: number): string {
  return text.replace(new RegExp(`\n {0,${column}}`, 'g'), '\n')
}

/** A member's type as written in the source, else as the checker prints it. */
function memberType(member: ts.Symbol, at: ts.Node, checker: ts.TypeChecker): string {
  const declaration = member.valueDeclaration ?? member.declarations?.[0]
  if (
    declaration &&
    (ts.isPropertySignature(declaration) ||
      ts.isPropertyDeclaration(declaration) ||
      ts.isParameter(declaration)) &&
    declaration.type
  )
    return declaration.type.getText().replace(/\s+/g, ' ')
  return checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), at, PRINT)
}

function membersOf(
  symbols: readonly ts.Symbol[],
  at: ts.Node,
  checker: ts.TypeChecker,
): MemberDoc[] {
  return symbols.map((member) => {
    const value = defaultOf(member, checker)
    return {
      name: member.name,
      type: memberType(member, at, checker),
      required: !(member.flags & ts.SymbolFlags.Optional),
      description: docOf(member, checker),
      ...(value === undefined ? {} : { default: value }),
    }
  })
}

/** Own public fields of a class: those it declares, not what it overrides or inherits. */
function classMembers(declaration: ts.ClassDeclaration, checker: ts.TypeChecker): MemberDoc[] {
  const own: ts.Symbol[] = []
  const add = (node: ts.Node & { name?: ts.Node }) => {
    const symbol = node.name && checker.getSymbolAtLocation(node.name)
    if (symbol) own.push(symbol)
  }
  for (const member of declaration.members) {
    const modifiers = ts.getCombinedModifierFlags(member)
    if (
      modifiers &
      (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Override)
    )
      continue
    if (ts.isPropertyDeclaration(member)) add(member)
    if (ts.isConstructorDeclaration(member))
      for (const parameter of member.parameters)
        if (ts.getCombinedModifierFlags(parameter) & ts.ModifierFlags.ParameterPropertyModifier)
          add(parameter)
  }
  return membersOf(own, declaration, checker)
}

/** A parameter as written: `options?: SendOptions` for `options: SendOptions = {}`. */
function parameterText(parameter: ts.ParameterDeclaration, checker: ts.TypeChecker): string {
  const optional = parameter.questionToken || parameter.initializer ? '?' : ''
  const type = parameter.type
    ? parameter.type.getText()
    : checker.typeToString(checker.getTypeAtLocation(parameter), parameter, PRINT)
  return `${parameter.dotDotDotToken ? '...' : ''}${parameter.name.getText()}${optional}: ${type}`
}

/**
 * The signature as written in the source (types of dependencies are not loaded, see checker.ts);
 * the checker infers only what the source leaves out, such as an unannotated return type.
 */
function functionSignature(
  name: string,
  declaration: ts.FunctionDeclaration,
  checker: ts.TypeChecker,
): string {
  const typeParameters = declaration.typeParameters
    ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
    : ''
  const parameters = declaration.parameters.map((p) => parameterText(p, checker)).join(', ')
  const signature = checker.getSignatureFromDeclaration(declaration)
  const returns = declaration.type
    ? declaration.type.getText()
    : signature
      ? checker.typeToString(signature.getReturnType(), declaration, PRINT)
      : 'void'
  return `function ${name}${typeParameters}(${parameters}): ${returns.replace(/\s+/g, ' ')}`
}

function signatureOf(
  name: string,
  kind: ItemKind,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  checker: ts.TypeChecker,
): string | undefined {
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
  switch (kind) {
    case 'function':
      return functionSignature(name, declaration as ts.FunctionDeclaration, checker)
    case 'class': {
      const heritage = (declaration as ts.ClassDeclaration).heritageClauses
        ?.map((clause) => ` ${clause.getText()}`)
        .join('')
      const constructors = type.getConstructSignatures().map((signature) => {
        const text = checker.signatureToString(signature, declaration, PRINT)
        return `new ${name}${text.slice(0, text.lastIndexOf(':'))}`
      })
      return [`class ${name}${heritage ?? ''}`, ...constructors].join('\n')
    }
    case 'type': {
      const alias = declaration as ts.TypeAliasDeclaration
      const { character } = ts.getLineAndCharacterOfPosition(
        alias.getSourceFile(),
        alias.getStart(),
      )
      const parameters = alias.typeParameters
        ? `<${alias.typeParameters.map((p) => p.getText()).join(', ')}>`
        : ''
      const definition = dedent(alias.type.getText(), character)
      // A union written one member per line (`| 'a'` ...) starts on a line of its own.
      return `type ${name}${parameters} =${definition.startsWith('|') ? '\n  ' : ' '}${definition}`
    }
    case 'variable':
      return `const ${name}: ${checker.typeToString(type, declaration, PRINT)}`
    default:
      return undefined
  }
}

function itemOf(
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  root: string,
  checker: ts.TypeChecker,
): ApiItem {
  const name = symbol.name
  const kind = kindOf(declaration)
  const signature =
    kind === 'component' ? undefined : signatureOf(name, kind, symbol, declaration, checker)
  const members =
    kind === 'interface'
      ? membersOf(checker.getDeclaredTypeOfSymbol(symbol).getProperties(), declaration, checker)
      : kind === 'class'
        ? classMembers(declaration as ts.ClassDeclaration, checker)
        : undefined
  return {
    name,
    kind,
    description: docOf(symbol, checker),
    ...(signature ? { signature } : {}),
    ...(members ? { members } : {}),
    exports: [],
    source: relative(root, declaration.getSourceFile().fileName),
  }
}

/**
 * Every name the entry points export, one item per declaration: `toCurl` is documented once and
 * lists the three entry points it is exported from.
 */
export function exportedItems(
  program: ts.Program,
  root: string,
  entries: readonly EntryPoint[],
): ApiItem[] {
  const checker = program.getTypeChecker()
  const items = new Map<ts.Symbol, ApiItem>()
  for (const entry of entries) {
    const source = program.getSourceFile(resolve(root, entry.source))
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new Error(`reference: ${entry.source} is not in the program`)
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declaration = symbol.declarations?.[0]
      if (!declaration)
        throw new Error(`reference: no declaration for ${entry.module} ${exported.name}`)
      let item = items.get(symbol)
      if (!item) {
        item = itemOf(symbol, declaration, root, checker)
        // A component is the default export of its `.vue` file: it goes by its exported name.
        if (item.kind === 'component') item.name = exported.name
        items.set(symbol, item)
      }
      item.exports.push({ module: entry.module, name: exported.name })
    }
  }
  return [...items.values()]
}
