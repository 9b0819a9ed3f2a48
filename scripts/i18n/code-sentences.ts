// Finds English sentences in TypeScript: the text of string and template literals (a template's
// fixed parts) holding three Latin words in a row, such as `The body is not JSON`. Messages a
// reader sees come from the catalogs; code that says something hands a message key to the
// component that words it (packages/vitepress/src/client/i18n/message.ts).
import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** One literal with an English-looking sentence. */
export interface CodeSentence {
  file: string
  line: number
  text: string
}

/** Three words of two or more Latin letters, separated by spaces: a phrase, not an identifier. */
const SENTENCE = /\b[A-Za-z][a-z']+\s+[A-Za-z][a-z']*\s+[A-Za-z][a-z']*\b/

/** The literals of `file` that hold an English-looking phrase (comments are not literals). */
export function codeSentences(file: string): CodeSentence[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: CodeSentence[] = []
  const check = (node: ts.Node, text: string): void => {
    if (SENTENCE.test(text))
      found.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        text,
      })
  }
  const visit = (node: ts.Node): void => {
    // Module names and type-only positions are not shown to anyone.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text)
    else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text)
      for (const span of node.templateSpans) check(span, span.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
