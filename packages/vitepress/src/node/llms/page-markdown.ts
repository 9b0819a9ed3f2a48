import type {
  CallbackModel,
  MediaModel,
  OperationPageData,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SchemaNode,
  SchemaPageData,
  SecuritySchemeModel,
} from '../../shared/model'
import { operationTitle } from '../../shared/operation-title'
import { usedByMore } from './used-by'
import { htmlToMarkdown } from './html-markdown'
import { code, codeBlock, escapeLine, escapeText, heading } from './markdown-text'
import {
  describeValue,
  listItem,
  schemaMembers,
  schemaRef,
  type SchemaLinks,
} from './schema-markdown'
import { encodingLines, linkLines } from './link-markdown'

// The Markdown twin of a generated page: what the page shows, as plain Markdown (no HTML), for
// readers that are programs. Every text from the description is escaped or fenced.

/** Where a twin's links point: URLs of other twins. */
export interface TwinLinks extends SchemaLinks {
  /** The URL of an operation's twin, from its slug. */
  operation: (slug: string) => string
}

/**
 * An example value as a fenced block: JSON on one line, strings as they are. Twins are for
 * programs, which read JSON the same without its indentation; GitHub's examples are a fifth
 * smaller so, and every byte of a twin counts twice (it is in `llms-full.txt` too).
 */
function exampleBlock(value: unknown, type: string): string {
  if (typeof value === 'string') return codeBlock(value, /json/.test(type) ? 'json' : '')
  return codeBlock(JSON.stringify(value) ?? String(value), 'json')
}

/** A schema as a page section: its type line, and its members (or its component's members). */
function schemaSection(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  links: SchemaLinks,
) {
  const { line, body } = describeValue(schema, links)
  const out = [`Schema: ${line}`, ...body]
  // The body's own schema (or its items') is spelled out even when it is a component, the
  // usual case: the twin then holds what a request or response carries without a second read.
  const name = schema.$ref ?? schema.items?.$ref
  const component = name ? schemas[name] : undefined
  if (component) {
    if (component.description) out.push(htmlToMarkdown(component.description))
    const members = schemaMembers(component, links)
    if (members) out.push(members)
  }
  return out
}

function mediaSection(
  media: MediaModel,
  level: number,
  schemas: Record<string, SchemaNode>,
  links: SchemaLinks,
): string[] {
  const out = [`${'#'.repeat(level)} ${code(media.type)}`]
  if (media.schema) out.push(...schemaSection(media.schema, schemas, links))
  if (media.encoding) out.push(...encodingLines(media.encoding, links))
  for (const example of media.examples) {
    const name = example.summary ?? (example.name === 'example' ? '' : example.name)
    const label = example.generated ? 'Example (generated from the schema)' : 'Example'
    out.push(
      `${label}${name ? `: ${escapeText(name)}` : ''}`,
      exampleBlock(example.value, media.type),
    )
  }
  return out
}

function securityLine(scheme: SecuritySchemeModel | undefined, key: string): string {
  if (!scheme) return code(key)
  const what =
    scheme.type === 'http'
      ? `HTTP ${escapeText(scheme.scheme)}`
      : scheme.type === 'apiKey'
        ? `API key in ${scheme.in} ${code(scheme.name)}`
        : scheme.type === 'oauth2'
          ? `OAuth 2.0 (${scheme.flows.map((flow) => escapeText(flow.flow)).join(', ')})`
          : scheme.type === 'openIdConnect'
            ? `OpenID Connect (${escapeText(scheme.openIdConnectUrl)})`
            : 'mutual TLS'
  // OpenAPI 3.2: a scheme the description says should no longer be used.
  return `${code(key)}: ${what}${scheme.deprecated ? ' (deprecated)' : ''}`
}

/** A list of parameters: name, type, where, whether required, description, example. */
function parameterList(parameters: readonly ParameterModel[], links: SchemaLinks): string {
  return parameters
    .map((parameter) => {
      const extra = [parameter.in, parameter.required ? 'required' : 'optional']
      if (parameter.deprecated) extra.push('deprecated')
      const { line, body } = parameter.schema
        ? describeValue(parameter.schema, links, extra)
        : { line: extra.join(', '), body: [] as string[] }
      if (parameter.description) body.unshift(htmlToMarkdown(parameter.description))
      if (parameter.example !== undefined) body.push(`Example: ${code(parameter.example)}`)
      return listItem(`${code(parameter.name)}: ${line}`, body)
    })
    .join('\n')
}

/** A request body's description, then each of its media types under a heading of `level`. */
function bodyLines(
  body: RequestBodyModel,
  level: number,
  schemas: Record<string, SchemaNode>,
  links: SchemaLinks,
): string[] {
  return [
    ...(body.description ? [htmlToMarkdown(body.description)] : []),
    ...body.content.flatMap((media) => mediaSection(media, level, schemas, links)),
  ]
}

/** Each response under a heading of `level`: its description, headers and content. */
function responseSections(
  responses: readonly ResponseModel[],
  level: number,
  schemas: Record<string, SchemaNode>,
  links: TwinLinks,
): string[] {
  const out: string[] = []
  for (const response of responses) {
    out.push(heading(level, response.status))
    if (response.description) out.push(htmlToMarkdown(response.description))
    if (response.headers.length) {
      out.push('Headers:')
      out.push(
        response.headers
          .map((header) => {
            const { line, body: more } = header.schema
              ? describeValue(header.schema, links, header.required ? ['required'] : [])
              : { line: header.required ? 'required' : 'optional', body: [] as string[] }
            if (header.description) more.unshift(htmlToMarkdown(header.description))
            return listItem(`${code(header.name)}: ${line}`, more)
          })
          .join('\n'),
      )
    }
    for (const media of response.content)
      out.push(...mediaSection(media, level + 1, schemas, links))
    if (response.links) out.push(...linkLines(response.links, links.operation))
  }
  return out
}

/** One callback's request, as the operation page shows it: where, what it carries, what it expects. */
function callbackSection(
  callback: CallbackModel,
  schemas: Record<string, SchemaNode>,
  links: TwinLinks,
): string[] {
  const out = [
    heading(3, `${callback.name}: ${callback.method.toUpperCase()} ${callback.expression}`),
  ]
  if (callback.summary) out.push(escapeLine(callback.summary))
  if (callback.description) out.push(htmlToMarkdown(callback.description))
  if (callback.parameters.length) out.push('Parameters:', parameterList(callback.parameters, links))
  const body = callback.requestBody
  if (body) {
    out.push(`#### Payload${body.required ? ' (required)' : ''}`)
    out.push(...bodyLines(body, 5, schemas, links))
  }
  if (callback.responses.length) {
    out.push('#### Responses expected')
    out.push(...responseSections(callback.responses, 5, schemas, links))
  }
  return out
}

/** The title and the lines under it: what the page is, for an operation or a webhook. */
function operationHead(page: OperationPageData): string[] {
  const { operation, spec } = page
  const facts = (what: string) =>
    [
      `${escapeText(spec.label)} · ${what}`,
      operation.tags.length ? `tags ${operation.tags.map(code).join(', ')}` : '',
      operation.deprecated ? '**deprecated**' : '',
    ]
      .filter(Boolean)
      .join(' · ')
  if (!operation.webhook) {
    return [
      heading(1, operationTitle(operation)),
      code(`${operation.method.toUpperCase()} ${operation.path}`),
      facts(`operation ${code(operation.operationId)}`),
    ]
  }
  // A webhook's page is read the other way round from an operation's: the API is the client.
  // Its name is not a path, and its summary (GitHub's are paragraphs) comes below the title,
  // as the HTML page shows them.
  return [
    heading(1, operation.path),
    `**Webhook**: a ${code(operation.method.toUpperCase())} request that ${escapeText(spec.label)} sends to a URL its user registers, not an endpoint to call.`,
    facts(`webhook ${code(operation.path)} · operation ${code(operation.operationId)}`),
    operation.summary ? escapeLine(operation.summary) : '',
  ]
}

/** The Markdown twin of an operation's (or a webhook's) page. */
export function operationMarkdown(page: OperationPageData, links: TwinLinks): string {
  const { operation, schemas } = page
  const webhook = operation.webhook === true
  const out = operationHead(page)
  if (operation.description) out.push(htmlToMarkdown(operation.description))
  // A webhook goes to its user's URL: the description's servers are not where it is sent.
  if (operation.servers.length && !webhook) {
    out.push('## Servers')
    out.push(
      operation.servers
        .map((server) =>
          listItem(
            // OpenAPI 3.2's server `name` comes first, as on the page.
            server.name ? `${escapeText(server.name)}: ${code(server.url)}` : code(server.url),
            server.description ? [htmlToMarkdown(server.description)] : [],
          ),
        )
        .join('\n'),
    )
  }
  if (operation.security.length) {
    const byKey = new Map(page.securitySchemes.map((scheme) => [scheme.key, scheme]))
    out.push('## Security')
    const options = operation.security.map((requirement) =>
      requirement.length
        ? requirement
            .map(
              ({ scheme, scopes }) =>
                securityLine(byKey.get(scheme), scheme) +
                (scopes.length ? `, scopes ${scopes.map(code).join(', ')}` : ''),
            )
            .join(' and ')
        : 'no credentials',
    )
    out.push(
      (options.length > 1 ? 'Any one of:\n\n' : '') +
        options.map((option) => `- ${option}`).join('\n'),
    )
  }
  if (operation.parameters.length) {
    const headers = operation.parameters.every((parameter) => parameter.in === 'header')
    out.push(webhook && headers ? '## Headers' : '## Parameters')
    if (webhook) out.push('What the request the API sends carries.')
    out.push(parameterList(operation.parameters, links))
  }
  const body = operation.requestBody
  if (body) {
    out.push(`## ${webhook ? 'Payload' : 'Request body'}${body.required ? ' (required)' : ''}`)
    if (webhook) out.push('The body of the request the API sends.')
    out.push(...bodyLines(body, 3, schemas, links))
  }
  if (webhook) {
    out.push('## Responses expected', 'What the API expects back from the URL it sends to.')
  } else out.push('## Responses')
  out.push(...responseSections(operation.responses, 3, schemas, links))
  if (operation.callbacks?.length) {
    out.push(
      '## Callbacks',
      'Requests the API sends back to the caller, to the URL each expression gives.',
    )
    for (const callback of operation.callbacks)
      out.push(...callbackSection(callback, schemas, links))
  }
  const used = Object.keys(page.schemaLinks)
  if (used.length) {
    out.push('## Schemas')
    out.push(used.map((name) => `- ${schemaRef(name, links)}`).join('\n'))
  }
  return out.filter(Boolean).join('\n\n') + '\n'
}

/** The Markdown twin of a component schema's page. */
export function schemaMarkdown(page: SchemaPageData, links: TwinLinks): string {
  const { line, body } = describeValue(page.schema, links)
  const out = [heading(1, page.name), `Schema of ${escapeText(page.spec.label)}: ${line}`, ...body]
  if (page.example !== undefined) {
    out.push('## Example', exampleBlock(page.example, 'application/json'))
  }
  out.push('## Used by')
  out.push(
    page.usedBy.length
      ? page.usedBy
          .map((operation) =>
            // A webhook is named by its name, as its page is; its path is no URL.
            operation.webhook
              ? `- [${escapeText(operation.path)}](${links.operation(operation.slug)}): webhook`
              : `- [${escapeText(operationTitle(operation))}](${links.operation(operation.slug)}): ${code(`${operation.method.toUpperCase()} ${operation.path}`)}`,
          )
          .join('\n')
      : 'No operation uses this schema.',
  )
  if (page.usedByCount) out.push(usedByMore(page.usedByCount, page.usedBy.length))
  return out.filter(Boolean).join('\n\n') + '\n'
}
