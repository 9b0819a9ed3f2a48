import type { ServerModel } from '../../shared/model'

const VARIABLE = /\{([^{}]+)\}/g
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const trim = (url: string): string => url.replace(/\/+$/, '')

/**
 * The values of a templated server's variables that make it `url`, or undefined when it cannot
 * (literal parts differ, or an enum variable would need a value outside its enum). OpenAPI 3
 * "Server Variable Object": a variable stands for any text, or one of its `enum`.
 */
export function matchServer(server: ServerModel, url: string): Record<string, string> | undefined {
  const names: string[] = []
  let pattern = ''
  let last = 0
  const template = trim(server.url)
  for (const match of template.matchAll(VARIABLE)) {
    pattern += escape(template.slice(last, match.index))
    const name = match[1]!
    const variable = server.variables.find((v) => v.name === name)
    // A named capture per occurrence would reject a variable used twice; a plain group does not.
    pattern += variable?.enum ? `(${variable.enum.map(escape).join('|')})` : '(.*?)'
    names.push(name)
    last = match.index + match[0].length
  }
  pattern += escape(template.slice(last))
  // Template URLs are short and the groups few: the backtracking of the lazy groups is bounded.
  const found = new RegExp(`^${pattern}$`).exec(trim(url))
  if (!found) return undefined
  const values: Record<string, string> = {}
  for (const [index, name] of names.entries()) {
    const value = found[index + 1]!
    // A variable used twice must have one value.
    if (name in values && values[name] !== value) return undefined
    values[name] = value
  }
  return values
}

/**
 * The servers of an operation with the site's configured server first. When the configured URL
 * is one of the described servers with its variables filled in (the docs site's
 * `http://127.0.0.1:4011/admin/eu` for `http://127.0.0.1:{port}/admin/{region}`), that server
 * moves first with those values as its defaults, so the variable fields show them; otherwise
 * the URL is added first as a server of its own.
 */
export function withConfiguredServer(servers: ServerModel[], configured?: string): ServerModel[] {
  if (!configured) return servers
  for (const [index, server] of servers.entries()) {
    const values = matchServer(server, configured)
    if (!values) continue
    const chosen: ServerModel = {
      ...server,
      variables: server.variables.map((v) => ({ ...v, default: values[v.name] ?? v.default })),
    }
    return [chosen, ...servers.slice(0, index), ...servers.slice(index + 1)]
  }
  return [{ url: configured, variables: [] }, ...servers]
}
