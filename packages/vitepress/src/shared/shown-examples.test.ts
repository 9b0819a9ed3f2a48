import { describe, expect, it } from 'vitest'
import { examplesFromHtml, withoutShownExamples } from './shown-examples'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;')
const block = (text: string, extra = '') =>
  `<pre class="vpad-example-code${extra}" tabindex="0"><code>${escape(text)}</code></pre>`

const pet = { name: 'Tom <the cat> & "co"', tags: ["it's", 1.5e-7, null] }
const data = () => ({
  page: {
    apiDocsPage: 'operation',
    data: {
      operation: {
        requestBody: {
          content: [
            {
              type: 'application/json',
              // JSON Schema's own `examples` (plain values) are not the page's examples.
              schema: { type: 'object', examples: [{ name: 'x', value: { a: 1 } }] },
              examples: [{ name: 'cat', value: pet }],
            },
          ],
        },
        responses: [
          {
            status: '200',
            content: [
              {
                type: 'application/json',
                examples: [
                  { name: 'list', value: [pet], generated: true },
                  { name: 'hidden', value: { shown: false } },
                ],
              },
              { type: 'text/plain', examples: [{ name: 'text', value: '{"a": 1}' }] },
            ],
          },
        ],
      },
      schemas: { Pet: { type: 'object', examples: [{ name: 'y', value: [pet] }] } },
    },
  },
})

// A code sample first, then the body's example and the first response's, as a page renders them.
const html = [
  '<pre class="vpad-example-code" role="tabpanel"><code id="v-5">curl -X POST</code></pre>',
  block(JSON.stringify(pet, null, 2)),
  block(JSON.stringify([pet], null, 2)),
  block('{"a": 1}', ' vpad-example-serialized'),
].join('\n')

/** A document's code blocks, as `querySelectorAll` finds them. */
const documentOf = (source: string) =>
  ({
    querySelectorAll: () =>
      [...source.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((match) => ({
        textContent: match[1]!
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&'),
      })),
  }) as unknown as ParentNode

describe('withoutShownExamples', () => {
  it('takes out the JSON examples the HTML shows, saying which code block shows each', () => {
    const text = withoutShownExamples(JSON.stringify(data()), html)
    const file = JSON.parse(text) as ReturnType<typeof data>
    const body = file.page.data.operation.requestBody.content[0]!
    expect(body.examples[0]).toEqual({ name: 'cat', shownAt: 1 })
    const [json, plain] = file.page.data.operation.responses[0]!.content
    expect(json!.examples).toEqual([
      { name: 'list', generated: true, shownAt: 2 },
      // Not in the HTML (another variant's, a closed choice): kept.
      { name: 'hidden', value: { shown: false } },
    ])
    // A string is shown as it is, not as JSON: kept.
    expect(plain!.examples[0]).toEqual({ name: 'text', value: '{"a": 1}' })
    // Schemas' own `examples` are left alone.
    expect(body.schema.examples).toEqual([{ name: 'x', value: { a: 1 } }])
    expect(file.page.data.schemas.Pet.examples).toEqual([{ name: 'y', value: [pet] }])
    expect(text.length).toBeLessThan(JSON.stringify(data()).length)
  })

  it('leaves a text alone when its HTML shows none of its examples', () => {
    const text = JSON.stringify(data())
    expect(withoutShownExamples(text, '<main></main>')).toBe(text)
    expect(withoutShownExamples('{"page":{}}', html)).toBe('{"page":{}}')
  })

  it('puts the examples back from the document, equal to what they were', () => {
    const file = JSON.parse(withoutShownExamples(JSON.stringify(data()), html)) as {
      page?: unknown
    }
    examplesFromHtml(file, documentOf(html))
    expect(file).toEqual(data())
  })

  it('leaves an example without a value when its block is missing or not JSON', () => {
    const file = JSON.parse(withoutShownExamples(JSON.stringify(data()), html)) as ReturnType<
      typeof data
    >
    examplesFromHtml(file, documentOf(block('not json')))
    const body = file.page.data.operation.requestBody.content[0]!
    expect(body.examples[0]).toEqual({ name: 'cat', shownAt: 1 })
  })
})
