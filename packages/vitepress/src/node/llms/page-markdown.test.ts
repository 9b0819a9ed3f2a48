import MarkdownIt from 'markdown-it'
import { beforeAll, describe, expect, it } from 'vitest'
import { operationPageData, schemaPageData, type SpecModel } from '../model/spec'
import { operationMarkdown, schemaMarkdown } from './page-markdown'
import { HOSTILE, HOSTILE_SPEC, modelOf, PETS } from './testSpecs'
import { twinLinks } from './twins'

let pets: SpecModel
let hostile: SpecModel
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
  hostile = await modelOf('hostile', HOSTILE_SPEC)
})

const operation = (model: SpecModel, id: string) =>
  operationMarkdown(
    operationPageData(
      model,
      model.operations.find((o) => o.operationId === id)!,
    ),
    twinLinks(model, '/docs/'),
  )

/** The sections of a twin by their `##` heading, each with its text. */
const sections = (markdown: string) =>
  Object.fromEntries(
    markdown
      .split(/^## /m)
      .slice(1)
      .map((part) => [
        part.slice(0, part.indexOf('\n')),
        part.slice(part.indexOf('\n') + 1).trim(),
      ]),
  )

describe('operationMarkdown', () => {
  it('starts with the summary, the method and path, the spec and the description', () => {
    const markdown = operation(pets, 'updatePet')
    expect(markdown).toMatch(
      /^# Update a pet\n\n`PUT \/pets\/\{petId\}`\n\nPets API · operation `updatePet` · tags `pets`\n\nReplaces the pet\.\n\n- keeps its id\n- keeps its photos\n/,
    )
  })

  it('lists servers and the credentials the operation takes', () => {
    const { Servers, Security } = sections(operation(pets, 'updatePet'))
    expect(Servers).toBe('- `https://api.example.com/v2`\n\n  Production')
    expect(Security).toBe('- `key`: API key in header `X-Key`')
    expect(sections(operation(pets, 'get-health')).Security).toBeUndefined()
    // OpenAPI 3.2's `deprecated` on the scheme.
    const deprecated = {
      ...pets,
      securitySchemes: pets.securitySchemes.map((scheme) => ({
        ...scheme,
        deprecated: true as const,
      })),
    }
    expect(sections(operation(deprecated, 'updatePet')).Security).toBe(
      '- `key`: API key in header `X-Key` (deprecated)',
    )
  })

  it('lists parameters with where they go, their type, limits, description and example', () => {
    const { Parameters } = sections(operation(pets, 'updatePet'))
    expect(Parameters).toBe(
      [
        '- `petId`: integer (int64), path, required, minimum 1',
        '',
        '  The pet',
        '',
        '  Example: `42`',
        '- `dryRun`: boolean, query, optional, default `false`',
        '',
        '  Example: `false`',
      ].join('\n'),
    )
  })

  it('spells out the request body schema, linking the schemas it names, with its examples', () => {
    const body = sections(operation(pets, 'updatePet'))['Request body (required)']!
    expect(body).toContain('### `application/json`\n\nSchema: [Pet](/docs/schemas/pets/Pet.md)')
    expect(body).toContain('A pet for sale.')
    expect(body).toContain('- `id`: integer, read-only\n')
    expect(body).toContain('- `name`: string, required, max length 40\n\n  Its *name*\n')
    expect(body).toContain('- `kind`: string, one of `cat`, `dog`')
    expect(body).toContain('- `owner`: [Owner](/docs/schemas/pets/Owner.md)')
    expect(body).toContain('- `tags`: array of string')
    expect(body).toContain('Example: A cat\n\n```json\n{"name":"Tom","kind":"cat"}\n```')
  })

  it('lists each response with its description, headers, content and example', () => {
    const { Responses, Schemas } = sections(operation(pets, 'updatePet'))
    expect(Responses).toMatch(
      /^### 200\n\nThe pet, updated\n\nHeaders:\n\n- `X-Rate`: integer\n\n {2}Calls left\n/,
    )
    expect(Responses).toContain(
      '#### `application/json`\n\nSchema: [Pet](/docs/schemas/pets/Pet.md)',
    )
    expect(Responses).toContain('Example (generated from the schema)\n\n```json\n{"id":0,')
    expect(Responses).toMatch(/### 404\n\nNo such pet$/)
    expect(Schemas).toBe(
      '- [Pet](/docs/schemas/pets/Pet.md)\n- [Owner](/docs/schemas/pets/Owner.md)',
    )
  })
})

describe('schemaMarkdown', () => {
  it('shows the schema, its example and the operations that use it', () => {
    const markdown = schemaMarkdown(schemaPageData(pets, 'Pet'), twinLinks(pets, '/'))
    expect(
      markdown.startsWith('# Pet\n\nSchema of Pets API: object\n\nA pet for sale.\n\n- `id`'),
    ).toBe(true)
    const { Example, 'Used by': usedBy } = sections(markdown)
    expect(Example).toMatch(/^```json\n\{"id":0,/)
    // A webhook that sends the schema is named as its page is, and never as `POST petSold`.
    expect(usedBy).toBe(
      '- [Update a pet](/pets/updatePet.md): `PUT /pets/{petId}`\n- [petSold](/pets/post-webhook-petSold.md): webhook',
    )
  })
})

describe('operationMarkdown of a webhook', () => {
  const webhook = () => operation(pets, 'post-webhook-petSold')

  it('says it is a webhook the API sends, named by its name, with its summary below', () => {
    expect(webhook()).toMatch(
      /^# petSold\n\n\*\*Webhook\*\*: a `POST` request that Pets API sends to a URL its user registers, not an endpoint to call\.\n\nPets API · webhook `petSold` · operation `post-webhook-petSold`\n\nA pet was sold\n\nSent once the \*sale\* is paid\.\n/,
    )
    // Not a request to send: no method and path line, no servers to send it to.
    expect(webhook()).not.toContain('`POST petSold`')
    expect(sections(webhook()).Servers).toBeUndefined()
  })

  it('shows the headers, the payload and the responses expected back', () => {
    const parts = sections(webhook())
    expect(parts.Headers).toBe(
      'What the request the API sends carries.\n\n- `X-Signature`: string, header, required',
    )
    expect(parts['Request body (required)']).toBeUndefined()
    const payload = parts['Payload (required)']!
    expect(payload).toMatch(
      /^The body of the request the API sends\.\n\n### `application\/json`\n\nSchema: \[Pet\]\(\/docs\/schemas\/pets\/Pet\.md\)/,
    )
    expect(payload).toContain('- `name`: string, required, max length 40')
    expect(payload).toContain('Example (generated from the schema)\n\n```json\n{')
    expect(parts.Responses).toBeUndefined()
    expect(parts['Responses expected']).toBe(
      'What the API expects back from the URL it sends to.\n\n### 200\n\nReceived\n\n### 410\n\nStop sending',
    )
  })
})

describe('operationMarkdown of an operation with callbacks', () => {
  it('lists each callback: its URL expression, parameters, payload and responses expected', async () => {
    const model = await modelOf('subs', {
      openapi: '3.1.0',
      info: { title: 'Subscriptions', version: '1' },
      paths: {
        '/subscriptions': {
          post: {
            operationId: 'subscribe',
            responses: { '201': { description: 'Subscribed' } },
            callbacks: {
              onEvent: {
                '{$request.body#/callbackUrl}': {
                  post: {
                    summary: 'An event happened',
                    parameters: [{ name: 'X-Event', in: 'header', schema: { type: 'string' } }],
                    requestBody: {
                      required: true,
                      content: {
                        'application/json': {
                          schema: { type: 'object', properties: { id: { type: 'string' } } },
                        },
                      },
                    },
                    responses: { '204': { description: 'Received' } },
                  },
                },
              },
            },
          },
        },
      },
    })
    const parts = sections(operation(model, 'subscribe'))
    expect(Object.keys(parts)).toEqual(['Responses', 'Callbacks'])
    const callbacks = parts.Callbacks!
    expect(callbacks).toMatch(
      /^Requests the API sends back to the caller, to the URL each expression gives\.\n\n### onEvent: POST \{\$request\.body#\/callbackUrl\}\n\nAn event happened\n\nParameters:\n\n- `X-Event`: string, header, optional\n\n#### Payload \(required\)\n\n##### `application\/json`\n\nSchema: object/,
    )
    expect(callbacks).toContain('- `id`: string')
    expect(callbacks).toMatch(/#### Responses expected\n\n##### 204\n\nReceived$/)
  })
})

describe('twins of a description whose every text is markup', () => {
  // A reader that lets raw HTML through: the twin must leave it nothing to let through.
  const md = new MarkdownIt({ html: true })
  const hook = () => hostile.operations.find((o) => o.webhook)!.operationId
  const twins = () => [
    operation(hostile, 'postThing'),
    operation(hostile, hook()),
    schemaMarkdown(schemaPageData(hostile, 'Thing'), twinLinks(hostile, '/')),
  ]

  it('holds no HTML and no link but its own', () => {
    for (const twin of twins()) {
      const html = md.render(twin)
      // A description's image comes as a Markdown image; nothing else of its HTML, nor its handler.
      expect(html).not.toMatch(/<(script|div|span|b)\b|<img(?! src="x" alt="">)|<[^>]*\son\w+=/i)
      expect(html).not.toMatch(/href="javascript:/i)
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
      for (const href of hrefs) expect(href).toMatch(/^\/(docs\/)?(hostile|schemas)\//)
    }
  })

  it('shows every text as it was written', () => {
    const [operationTwin, webhookTwin, schemaTwin] = twins().map((twin) =>
      md
        .render(twin)
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    // Descriptions are Markdown (OpenAPI 3.1, 4.8.1.1): their emphasis and code stay markup, and
    // their HTML is sanitized (the script goes, the image stays, without its handler).
    const asMarkdown = ` ${HOSTILE.slice(HOSTILE.indexOf('> ') + 2)}`
      .replace('*b*', 'b')
      .replace('`c`', 'c')
    for (const field of [
      'Description',
      'Parameter',
      'Response',
      'Header text',
      'Server',
      'Callback text',
      'Callback response',
    ])
      expect(operationTwin).toContain(`${field} ${asMarkdown}`)
    for (const field of [
      'Summary',
      'Tag',
      'Name',
      'Example',
      'Enum',
      'Pattern',
      'Header',
      'Title',
      'Callback',
      'Callback summary',
    ])
      expect(operationTwin).toContain(`${field} ${HOSTILE}`)
    // The callback's URL expression, as written.
    expect(operationTwin).toContain(`{$request.body#/url}?q=${HOSTILE}`)
    for (const field of ['Hook', 'Hook summary'])
      expect(webhookTwin).toContain(`${field} ${HOSTILE}`)
    expect(webhookTwin).toContain(`Hook response ${asMarkdown}`)
    expect(schemaTwin).toContain(`Property text ${asMarkdown}`)
    for (const field of ['Property', 'Default', 'Schema title'])
      expect(schemaTwin).toContain(`${field} ${HOSTILE}`)
  })
})
