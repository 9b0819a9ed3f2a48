// A mocked request is still checked against the description: what a real server would refuse is
// listed above the answer. Its parameters and body are read as the description says they are
// sent, then checked against their schemas (checks/schemaCheck.ts).
import type { OperationPageData, ParameterModel, SchemaNode } from '../../shared/model'
import type { Place } from '../i18n/en/problems'
import { parseJson } from '../checks/jsonFailure'
import { problem, type Problem } from '../checks/problem'
import { check, deref, requiredOf, typesOf, MAX_PROBLEMS } from '../checks/schemaCheck'

/** The request as the playground sends it (the arguments fetch() gets). */
export interface MockRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: BodyInit | null
}

/** What in the request does not match the description, one problem each; empty when all does. */
export function validateRequest(page: OperationPageData, request: MockRequest): Problem[] {
  const problems: Problem[] = []
  const url = new URL(request.url, 'http://mock.invalid')
  const pathValues = matchPath(page.operation.path, url.pathname)
  const query = url.searchParams
  for (const param of page.operation.parameters) {
    // A browser does not let a page set the Cookie header: the panel says so, nothing to check.
    if (param.in === 'cookie') continue
    const values =
      param.in === 'path'
        ? pathValues && pathValues[param.name] !== undefined
          ? [pathValues[param.name]!]
          : pathValues
            ? []
            : null
        : param.in === 'query'
          ? queryValues(query, param)
          : param.in === 'header'
            ? headerValues(request.headers, param.name)
            : url.search.length > 1
              ? [url.search.slice(1)]
              : []
    // The path did not match the operation's template: its parameters cannot be told apart.
    if (values === null) continue
    const where: Place = { in: param.in, name: param.name }
    if (!values.length || values.every((value) => value === '')) {
      if (param.required) problems.push(problem('missing', where))
      continue
    }
    if (param.schema && param.contentType === undefined && param.in !== 'querystring')
      checkParam(values, param, page.schemas, where, problems)
  }
  checkBody(page, request, problems)
  if (problems.length > MAX_PROBLEMS) {
    const more = problems.length - MAX_PROBLEMS
    return [...problems.slice(0, MAX_PROBLEMS), problem('moreProblems', more)]
  }
  return problems
}

/**
 * The path parameters' values when the URL's path ends with the operation's path template
 * (the server's base path comes before it); null when it does not.
 */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = []
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1]
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(name)
      return '([^/]*)'
    })
    .join('')
  const match = new RegExp(`${pattern}$`).exec(pathname)
  if (!match) return null
  const values: Record<string, string> = {}
  names.forEach((name, index) => {
    const raw = match[index + 1] ?? ''
    try {
      values[name] = decodeURIComponent(raw)
    } catch {
      values[name] = raw
    }
  })
  return values
}

/** A query parameter's values: repeated keys, or one key split as its style delimits. */
function queryValues(query: URLSearchParams, param: ParameterModel): string[] {
  // deepObject and exploded objects send keys of their own: present when any key starts so.
  const keys = [...query.keys()]
  if (!query.has(param.name))
    return keys.some((key) => key.startsWith(`${param.name}[`)) ? ['[object]'] : []
  const values = query.getAll(param.name)
  const delimiter =
    param.style === 'spaceDelimited'
      ? ' '
      : param.style === 'pipeDelimited'
        ? '|'
        : param.style === 'tabDelimited'
          ? '\t'
          : ','
  return values.length === 1 && param.explode === false ? values[0]!.split(delimiter) : values
}

function headerValues(headers: Record<string, string>, name: string): string[] {
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name.toLowerCase())
  return key === undefined ? [] : [headers[key]!]
}

/** A parameter's values against its schema: each item of an array, else the one value. */
function checkParam(
  values: string[],
  param: ParameterModel,
  schemas: Record<string, SchemaNode>,
  where: Place,
  problems: Problem[],
): void {
  const schema = deref(param.schema, schemas)
  if (!schema) return
  const types = typesOf(schema)
  if (types.includes('object')) return
  const itemSchema = types.includes('array') ? deref(schema.items, schemas) : schema
  if (!itemSchema) return
  const list = types.includes('array') ? values.flatMap((value) => value.split(',')) : values
  for (const text of list) {
    const value = fromText(text, typesOf(itemSchema))
    check(value, itemSchema, schemas, where, problems, 0)
  }
}

/** A parameter's text as the value its schema's type reads it as (`7` as 7 for an integer). */
function fromText(text: string, types: string[]): unknown {
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '') {
    const number = Number(text)
    if (!Number.isNaN(number)) return number
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  if (types.includes('null') && text === 'null') return null
  return text
}

/** The body against the request body the description gives for its content type. */
function checkBody(page: OperationPageData, request: MockRequest, problems: Problem[]): void {
  const described = page.operation.requestBody
  if (!described) return
  const body = request.body
  const empty = body === undefined || body === null || body === ''
  if (empty) {
    if (described.required) problems.push(problem('bodyMissing'))
    return
  }
  const type = headerValues(request.headers, 'content-type')[0] ?? ''
  const media =
    described.content.find((media) => sameType(media.type, type)) ?? described.content[0]
  const schema = media?.schema
  if (!media || !schema) return
  const kind = media.type.split(';')[0]!.trim().toLowerCase()
  if (typeof body === 'string' && /(?:^|\/|\+)json$/.test(kind)) {
    const parsed = parseJson(body)
    if (!parsed.ok) return void problems.push(problem('notJson', 'body', parsed.failure))
    check(parsed.value, schema, page.schemas, 'body', problems, 0)
    return
  }
  // Forms: the fields are text; which are missing is what a reader can get wrong.
  const fields =
    typeof body === 'string' && kind === 'application/x-www-form-urlencoded'
      ? new Set(new URLSearchParams(body).keys())
      : typeof FormData !== 'undefined' && body instanceof FormData
        ? new Set(body.keys())
        : body instanceof URLSearchParams
          ? new Set(body.keys())
          : null
  if (!fields) return
  const object = deref(schema, page.schemas)
  for (const name of requiredOf(object, page.schemas)) {
    if (!fields.has(name)) problems.push(problem('missing', { in: 'body', name }))
  }
}

function sameType(described: string, sent: string): boolean {
  const bare = (type: string) => type.split(';')[0]!.trim().toLowerCase()
  return bare(described) === bare(sent)
}
