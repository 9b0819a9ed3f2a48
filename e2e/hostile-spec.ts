// An OpenAPI description whose every text field holds markup that would run if a page inserted it
// as HTML or compiled it as a Vue template: a closing script tag, a script, an image with
// onerror, an element with an event handler, a `{{ }}` interpolation and `javascript:` links.
// Each field's text names the field, so a test can find it on the page, shown literally.

/** The flag any of the hostile snippets would set on `window` if it ran. */
export const PWNED_FLAG = '__apiDocsPwned'

/** Hostile text for one field: it starts with `field` and is all text to the reader. */
export function hostile(field: string): string {
  const run = `window.${PWNED_FLAG}='${field}'`
  return (
    `${field} </script><script>${run}</script><img src=x onerror="${run}">` +
    `<b onmouseover="${run}">{{ (${run}) }}</b> <a href="javascript:${run}">${field}-a</a> ` +
    `[${field}-md](javascript:${run}) \${${run}}`
  )
}

/** The description: one operation, one component schema, one security scheme, one tag. */
export function hostileSpec(): Record<string, unknown> {
  const schemaProperty = (field: string) => ({
    type: 'string',
    title: hostile(`${field}.title`),
    description: hostile(`${field}.description`),
    enum: [hostile(`${field}.enum`), 'plain'],
    default: hostile(`${field}.default`),
    example: hostile(`${field}.example`),
    pattern: hostile(`${field}.pattern`),
    format: hostile(`${field}.format`),
  })
  return {
    openapi: '3.1.0',
    info: {
      title: hostile('info.title'),
      version: hostile('info.version'),
      description: hostile('info.description'),
    },
    servers: [{ url: 'http://127.0.0.1:9/hostile', description: hostile('server.description') }],
    tags: [{ name: hostile('tag.name'), description: hostile('tag.description') }],
    paths: {
      '/things/{id}': {
        post: {
          operationId: 'postThing',
          summary: hostile('operation.summary'),
          description: hostile('operation.description'),
          tags: [hostile('tag.name')],
          security: [{ hostileKey: [] }],
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: hostile('path.description'),
              example: hostile('path.example'),
              schema: { type: 'string' },
            },
            {
              name: hostile('query.name'),
              in: 'query',
              description: hostile('query.description'),
              schema: schemaProperty('query.schema'),
            },
          ],
          requestBody: {
            description: hostile('body.description'),
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Thing' },
                example: { [hostile('body.example.key')]: hostile('body.example.value') },
              },
            },
          },
          responses: {
            '200': {
              description: hostile('response.description'),
              headers: {
                'X-Hostile': {
                  description: hostile('header.description'),
                  schema: { type: 'string', example: hostile('header.example') },
                },
              },
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Thing' },
                  examples: {
                    one: { summary: hostile('example.summary'), value: hostile('example.value') },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        hostileKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Key',
          description: hostile('security.description'),
        },
      },
      schemas: {
        Thing: {
          type: 'object',
          title: hostile('Thing.title'),
          description: hostile('Thing.description'),
          required: [hostile('Thing.property.name')],
          properties: {
            [hostile('Thing.property.name')]: schemaProperty('Thing.property'),
            plain: { type: 'integer', description: hostile('Thing.plain.description') },
          },
        },
      },
    },
  }
}
