// An OpenAPI description whose every text field holds markup that would run if a page inserted it
// as HTML or compiled it as a Vue template: a closing script tag, a script, an image with
// onerror, an element with an event handler, a `{{ }}` interpolation and `javascript:` links,
// then HTML that gets past naive sanitizers (SVG and MathML, frames, a form, a style sheet, an
// overlay, closing tags of the page and elements left open). Each field's text names the field,
// so a test can find it on the page: literally in plain-text fields, and in descriptions (whose
// HTML is rendered, sanitized) by its link's text `<field>-a`.

/** The flag any of the hostile snippets would set on `window` if it ran. */
export const PWNED_FLAG = '__apiDocsPwned'

/** Hostile text for one field: it starts with `field` and is all text to the reader. */
export function hostile(field: string): string {
  const run = `window.${PWNED_FLAG}='${field}'`
  return (
    `${field} </script><script>${run}</script><img src=x onerror="${run}">` +
    `<b onmouseover="${run}">{{ (${run}) }}</b> <a href="javascript:${run}">${field}-a</a> ` +
    `[${field}-md](javascript:${run}) \${${run}}` +
    ` <svg><script>${run}</script></svg><svg onload="${run}"></svg>` +
    `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>` +
    `<iframe srcdoc="<script>${run}</script>"></iframe><iframe src="javascript:${run}"></iframe>` +
    `<form action="javascript:${run}"><button>${field}-button</button></form>` +
    `<style>main { display: none }</style>` +
    `<div style="position: fixed; inset: 0; z-index: 99">${field}-overlay</div>` +
    `</td></tr></table></div></div></main><div><table><tr><td>${field}-open`
  )
}

/** The fields whose text is Markdown: their HTML is rendered, sanitized. */
export const DESCRIPTION = /\.description$/

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
