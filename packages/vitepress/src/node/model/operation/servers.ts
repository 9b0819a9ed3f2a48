import type { ServerModel } from '../../../shared/model'
import { renderMarkdown } from '../../markdown/render'

type Raw = Record<string, unknown>

/** Servers with their variables; a relative URL stays relative (the page's origin serves it). */
export function servers(raw: unknown): ServerModel[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter(
      (server): server is Raw =>
        !!server && typeof server === 'object' && typeof (server as Raw).url === 'string',
    )
    .map((server) => {
      const description = renderMarkdown(server.description as string | undefined)
      const variables = Object.entries((server.variables ?? {}) as Record<string, Raw>).map(
        ([name, variable]) => {
          const values = Array.isArray(variable.enum) ? variable.enum.map(String) : undefined
          return {
            name,
            default: String(variable.default ?? values?.[0] ?? ''),
            ...(values ? { enum: values } : {}),
            ...(typeof variable.description === 'string'
              ? { description: variable.description }
              : {}),
          }
        },
      )
      // OpenAPI 3.2's `name`, shown before the URL wherever servers are listed.
      const name = typeof server.name === 'string' && server.name.trim() ? server.name.trim() : ''
      return {
        url: server.url as string,
        ...(name ? { name } : {}),
        ...(description ? { description } : {}),
        variables,
      }
    })
}
