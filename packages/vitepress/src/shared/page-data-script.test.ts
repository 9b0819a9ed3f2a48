import { describe, expect, it } from 'vitest'
import {
  exampleFromHtml,
  pageDataOfHtml,
  pageDataScript,
  SCHEMA_EXAMPLE_CODE,
  withoutShownExample,
} from './page-data-script'

const schemaFile = (example: unknown) =>
  JSON.stringify({ page: { apiDocsPage: 'schema', data: { name: 'Pet', example } } })

/** A document whose schema page shows `text` as its example. */
const shown = (text: string | undefined) => ({
  querySelector: (selector: string) =>
    selector === SCHEMA_EXAMPLE_CODE && text !== undefined ? { textContent: text } : null,
})

describe("a page's data in its HTML", () => {
  it('escapes what would end the script element, and reads back the same text', () => {
    const text = JSON.stringify({ a: '</script><!-- x' })
    const html = `<body>${pageDataScript(text, '../pets/a')}</body>`
    expect(html).not.toMatch(/<\/script><!--/)
    expect(JSON.parse(pageDataOfHtml(html, '../pets/a')!)).toEqual({ a: '</script><!-- x' })
  })
})

describe("a schema page's example, in its HTML only", () => {
  it('leaves the example out of the data when the page shows it as JSON, and reads it back', () => {
    const example = { id: 0, tags: ['a'], owner: { name: 'x "y"' } }
    const text = withoutShownExample(schemaFile(example))
    expect(JSON.parse(text).page.data).toEqual({ name: 'Pet', exampleInHtml: true })
    const file = JSON.parse(text) as unknown
    exampleFromHtml(file, shown(JSON.stringify(example, null, 2)) as unknown as ParentNode)
    expect(file).toEqual(JSON.parse(schemaFile(example)))
  })

  it('keeps a scalar example, and any page but a schema page, as they are', () => {
    expect(withoutShownExample(schemaFile('text'))).toBe(schemaFile('text'))
    const operation = JSON.stringify({ page: { apiDocsPage: 'operation', data: { example: {} } } })
    expect(withoutShownExample(operation)).toBe(operation)
  })

  it('shows no example rather than a wrong one when the HTML has none, or not as JSON', () => {
    for (const html of [undefined, '{ not json']) {
      const file = JSON.parse(withoutShownExample(schemaFile({ id: 1 }))) as {
        page: { data: { example?: unknown } }
      }
      exampleFromHtml(file, shown(html) as unknown as ParentNode)
      expect(file.page.data.example).toBeUndefined()
    }
  })
})
