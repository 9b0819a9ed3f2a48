// Finds user-visible literals in Vue templates: text nodes with letters and the static
// aria-label, title, placeholder and alt attributes. The i18n test fails on any of them that is
// not in the allow-list (technical names that every language writes the same way).
import { readFileSync } from 'node:fs'
import { parse as parseSfc } from '@vue/compiler-sfc'
import { NodeTypes, type RootNode, type TemplateChildNode } from '@vue/compiler-core'

/** Attributes whose static value a reader sees or a screen reader speaks. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-description',
])

/** One literal found in a template. */
export interface TemplateLiteral {
  file: string
  line: number
  text: string
}

/** The literals of one .vue file's template that contain a letter. */
export function templateLiterals(file: string): TemplateLiteral[] {
  const { descriptor } = parseSfc(readFileSync(file, 'utf8'), { filename: file })
  const ast = descriptor.template?.ast as RootNode | undefined
  const found: TemplateLiteral[] = []
  const visit = (node: RootNode | TemplateChildNode): void => {
    if (node.type === NodeTypes.TEXT) {
      const text = node.content.trim()
      if (/\p{L}/u.test(text)) found.push({ file, line: node.loc.start.line, text })
      return
    }
    if (node.type === NodeTypes.ELEMENT) {
      for (const prop of node.props) {
        if (
          prop.type === NodeTypes.ATTRIBUTE &&
          VISIBLE_ATTRIBUTES.has(prop.name) &&
          prop.value &&
          /\p{L}/u.test(prop.value.content)
        ) {
          found.push({ file, line: prop.loc.start.line, text: prop.value.content.trim() })
        }
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as TemplateChildNode)
    if (node.type === NodeTypes.IF) for (const branch of node.branches) visit(branch as never)
  }
  if (ast) visit(ast)
  return found
}
