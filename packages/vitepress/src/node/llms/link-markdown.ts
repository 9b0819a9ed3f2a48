import type { EncodingModel, LinkModel } from '../../shared/model'
import { htmlToMarkdown } from './html-markdown'
import { code, escapeText } from './markdown-text'
import { describeValue, listItem, valueCode, type SchemaLinks } from './schema-markdown'

/** The twin's URL of an operation's page, from its slug. */
export type OperationTwin = (slug: string) => string

/** A response's links (OpenAPI Link Object), each to the twin of the operation it names. */
export function linkLines(links: readonly LinkModel[], operation: OperationTwin): string[] {
  const items = links.map((link) => {
    const target = link.operation
      ? `[${link.operation.method.toUpperCase()} ${escapeText(link.operation.path)}](${operation(link.operation.slug)})`
      : code(link.target ?? '')
    const body: string[] = []
    if (link.description) body.push(htmlToMarkdown(link.description))
    const values = Object.entries(link.parameters ?? {}).map(
      ([name, value]) => `- parameter ${code(name)} = ${valueCode(value)}`,
    )
    if (link.requestBody !== undefined) values.push(`- body = ${valueCode(link.requestBody)}`)
    if (link.server) values.push(`- server ${code(link.server)}`)
    if (values.length) body.push(values.join('\n'))
    return listItem(`${code(link.name)}: ${target}`, body)
  })
  return ['Links:', items.join('\n')]
}

/** A body's encoding (OpenAPI Encoding Object): each part's content type, headers, style. */
export function encodingLines(encoding: readonly EncodingModel[], links: SchemaLinks): string[] {
  const items = encoding.map((part) => {
    const facts: string[] = []
    if (part.contentType) facts.push(`content type ${code(part.contentType)}`)
    if (part.style) facts.push(`style ${code(part.style)}`)
    if (part.explode !== undefined) facts.push(part.explode ? 'exploded' : 'not exploded')
    if (part.allowReserved) facts.push('reserved characters allowed')
    const headers = (part.headers ?? []).map((header) => {
      const { line, body } = header.schema
        ? describeValue(header.schema, links, header.required ? ['required'] : [])
        : { line: header.required ? 'required' : 'optional', body: [] as string[] }
      if (header.description) body.unshift(htmlToMarkdown(header.description))
      return listItem(`header ${code(header.name)}: ${line}`, body)
    })
    return listItem(`${code(part.name)}: ${facts.join(', ')}`, [headers.join('\n')])
  })
  return ['Encoding:', items.join('\n')]
}
