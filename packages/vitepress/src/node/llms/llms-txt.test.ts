import MarkdownIt from 'markdown-it'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SpecModel } from '../model/spec'
import { llmsFullHead, llmsFullPart, llmsTxt } from './llms-txt'
import { HOSTILE, HOSTILE_SPEC, modelOf, PETS } from './testSpecs'
import { twinPages } from './twins'

let pets: SpecModel
let hostile: SpecModel
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
  hostile = await modelOf('hostile', HOSTILE_SPEC)
})

const specs = (base = '/') =>
  [pets, hostile].map((model) => ({ model, pages: twinPages(model, base) }))

describe('llmsTxt', () => {
  it('names the site, then says what the file lists', () => {
    const text = llmsTxt({ title: 'Shop docs', description: 'Everything about the shop' }, specs())
    expect(text).toMatch(
      /^# Shop docs\n\n> Everything about the shop\n\nAPI reference generated from 2 OpenAPI descriptions\. /,
    )
  })

  it('has a section per spec with its label, version and first paragraph', () => {
    const text = llmsTxt({ title: 'Shop' }, specs())
    expect(text).toContain('\n## Pets API (version 2.1.0)\n\nPet store. Pets *for sale*.\n\n- [')
    expect(text).not.toContain('More text')
  })

  it('links every operation twin with its summary, method and path, under the base', () => {
    const text = llmsTxt({ title: 'Shop' }, specs('/docs/'))
    expect(text).toContain(
      '- [Update a pet](/docs/pets/updatePet.md): PUT /pets/{petId}\n- [Health](/docs/pets/get-health.md): GET /health\n',
    )
  })

  it("lists a spec's webhooks in a section of their own, by name, with their summary", () => {
    const text = llmsTxt({ title: 'Shop' }, specs())
    const section = text.slice(text.indexOf('\n## Webhooks of Pets API\n'))
    expect(section).toMatch(
      /^\n## Webhooks of Pets API\n\nRequests that Pets API sends to a URL its user registers, not endpoints to call\. [^\n]+\n\n- \[petSold\]\(\/pets\/post-webhook-petSold\.md\): webhook: A pet was sold\n\n## /,
    )
    // It follows the spec's operations, and no webhook is listed among them as an HTTP path.
    expect(text.indexOf('## Webhooks of Pets API')).toBeGreaterThan(text.indexOf('Update a pet'))
    expect(text).not.toContain('POST petSold')
    expect(text.match(/post-webhook-petSold\.md/g)).toHaveLength(1)
  })

  it('says so when a spec has webhooks and no operations', async () => {
    const hooks = await modelOf('hooks', {
      openapi: '3.1.0',
      info: { title: 'Hooks', version: '1' },
      webhooks: { ping: { post: { responses: { '204': { description: 'OK' } } } } },
    })
    const text = llmsTxt({ title: 'Hooks' }, [{ model: hooks, pages: twinPages(hooks, '/') }])
    expect(text).toContain(
      '\n## Hooks (version 1)\n\nNo operations; its webhooks follow.\n\n## Webhooks of Hooks\n',
    )
    expect(text).toContain('\n- [ping](/hooks/post-webhook-ping.md): webhook\n')
  })

  it('lists the schemas last, under "Optional", which a reader may skip', () => {
    const text = llmsTxt({ title: 'Shop' }, specs())
    const optional = text.slice(text.indexOf('\n## Optional\n'))
    expect(optional).toContain('- [Pet](/schemas/pets/Pet.md): schema of Pets API\n')
    expect(optional).toContain('- [Owner](/schemas/pets/Owner.md): schema of Pets API\n')
    expect(text.indexOf('## Optional')).toBeGreaterThan(text.indexOf('Update a pet'))
  })

  it('keeps markup in titles, labels, versions and summaries as text', () => {
    const text = llmsTxt({ title: `Site ${HOSTILE}`, description: `- ${HOSTILE}` }, specs())
    const html = new MarkdownIt({ html: true }).render(text)
    // A description's image comes as a Markdown image; nothing else of its HTML, nor its handler.
    expect(html).not.toMatch(/<(script|b)\b|<img(?! src="x" alt="">)|<[^>]*\son\w+=/i)
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain('<h1>Site &lt;/script&gt;&lt;script&gt;alert(1)')
    // The description starts a line inside the quote: "- " would have made it a list.
    expect(html).toMatch(/<blockquote>\n<p>- &lt;\/script&gt;/)
    expect(html).toContain('<li><a href="/hostile/postThing.md">Summary &lt;/script&gt;')
    expect(html).toMatch(
      /<li><a href="\/hostile\/[^"]+\.md">Hook &lt;\/script&gt;[^\n]*<\/a>: webhook: Hook summary &lt;\/script&gt;/,
    )
  })
})

describe('llms-full.txt', () => {
  it("has the site's heading and the spec's label (and part), then each page after a rule with its URL", () => {
    expect(llmsFullHead({ title: 'Shop', description: 'All' }, 'Pets API')).toBe(
      '# Shop\n\n> All\n\n## Pets API\n',
    )
    expect(llmsFullHead({ title: 'Shop' }, 'Pets API', 2)).toBe('# Shop\n\n## Pets API, part 2\n')
    expect(llmsFullPart('/pets/updatePet.md', '# Update a pet\n')).toBe(
      '\n---\n\nSource: `/pets/updatePet.md`\n\n# Update a pet\n',
    )
  })

  it("is linked from its spec's section of llms.txt: one file, or every part in order", () => {
    const one = llmsTxt(
      { title: 'Shop' },
      specs(),
      new Map([['pets', { urls: ['/pets/llms-full.txt'] }]]),
    )
    expect(one).toContain(
      '\n## Pets API (version 2.1.0)\n\nPet store. Pets *for sale*.\n\n- [Full text](/pets/llms-full.txt): every page of Pets API below, in Markdown, in one file\n\n- [',
    )
    const urls = ['/a/llms-full-1.txt', '/a/llms-full-2.txt']
    const parts = llmsTxt({ title: 'Shop' }, specs(), new Map([['hostile', { urls }]]))
    expect(parts).toMatch(
      /\n- \[Full text, part 1 of 2\]\(\/a\/llms-full-1\.txt\): [^\n]+, in parts\n- \[Full text, part 2 of 2\]\(\/a\/llms-full-2\.txt\)/,
    )
    expect(parts).not.toContain('Full text](')
    // Left out for its size: no link.
    const left = llmsTxt({ title: 'Shop' }, specs(), new Map([['pets', { leftOut: 10 }]]))
    expect(left).not.toContain('Full text')
  })
})
