import { existsSync, readFileSync } from 'node:fs'
import { compileScript, parse } from '@vue/compiler-sfc'
import ts from 'typescript'

/** Names of the object literals and string arrays in `expression`, through helper calls. */
function declaredNames(expression: ts.Expression): string[] {
  const names: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties)
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
          names.push(property.name.text)
    } else if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) if (ts.isStringLiteral(element)) names.push(element.text)
    } else if (ts.isCallExpression(node)) {
      // _mergeDefaults({ ...props }, { ...defaults }) and _mergeModels(props, models)
      node.arguments.forEach(visit)
    } else {
      ts.forEachChild(node, visit)
    }
  }
  visit(expression)
  return [...new Set(names)]
}

/**
 * The props and events Vue's own compiler gives a component at run time: another reading of the
 * `.vue` file than vue-component-meta's, to check the generated reference against.
 */
export function runtimeInterface(file: string): { props: string[]; events: string[] } {
  const { descriptor } = parse(readFileSync(file, 'utf8'), { filename: file })
  const script = compileScript(descriptor, {
    id: file,
    fs: { fileExists: existsSync, readFile: (path) => readFileSync(path, 'utf8') },
  })
  const source = ts.createSourceFile('compiled.ts', script.content, ts.ScriptTarget.Latest, true)
  const options = new Map<string, ts.Expression>()
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'props' || node.name.text === 'emits')
    )
      options.set(node.name.text, node.initializer)
    else ts.forEachChild(node, visit)
  }
  visit(source)
  const names = (option: string) => {
    const expression = options.get(option)
    return expression ? declaredNames(expression) : []
  }
  return {
    // defineModel('auth') adds the prop `auth` and its `authModifiers`.
    props: names('props')
      .filter((name) => !name.endsWith('Modifiers'))
      .sort(),
    events: names('emits').sort(),
  }
}
