import type { ServerModel } from '../../shared/model'

/**
 * The base URL code samples use when the description names no server and the reader has not
 * entered one: a reserved example domain (RFC 2606) that the reader replaces.
 */
export const PLACEHOLDER_SERVER = 'https://api.example.com'

/**
 * OpenAPI's server when the description names none: "If the servers property is not provided,
 * or is an empty array, the default value would be a Server Object with a url value of /"
 * (OpenAPI 3.1, section 4.8.1).
 */
export const DEFAULT_SERVER: ServerModel = { url: '/', variables: [] }

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** True for a URL with a scheme (`https://…`), which samples can send to as it is. */
export const isAbsolute = (url: string): boolean => SCHEME.test(url)

/** The key of one variable of one server: two servers may have variables of the same name. */
export const variableKey = (server: ServerModel, name: string): string => `${server.url}|${name}`

/** The value a server variable has: the reader's, else the description's default. */
export function variableValue(
  server: ServerModel,
  name: string,
  values: Readonly<Record<string, string>>,
): string {
  return (
    values[variableKey(server, name)] ??
    server.variables.find((variable) => variable.name === name)?.default ??
    ''
  )
}

/**
 * A server's URL with its variables filled in, without a trailing slash; a relative URL is
 * resolved against `origin` once it is known (in the browser), as fetch() would resolve it.
 */
export function resolveServer(
  server: ServerModel,
  values: Readonly<Record<string, string>>,
  origin?: string,
): string {
  const url = server.url.replace(/\{([^{}]+)\}/g, (_, name: string) =>
    variableValue(server, name, values),
  )
  if (isAbsolute(url) || !origin) return url.replace(/\/+$/, '')
  return new URL(url, origin).href.replace(/\/+$/, '')
}

/**
 * The base URL code samples show: the chosen one when it has a scheme, a relative one resolved
 * against the page's origin, and {@link PLACEHOLDER_SERVER} when the description names no server
 * and the reader typed none (the docs site itself is not the API).
 */
export function sampleServer(url: string, described: boolean, origin?: string): string {
  if (isAbsolute(url)) return url.replace(/\/+$/, '')
  if (!described) return PLACEHOLDER_SERVER
  return origin ? new URL(url, origin).href.replace(/\/+$/, '') : url
}
