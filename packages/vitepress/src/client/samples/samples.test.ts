import type { AuthConfig } from 'vue-api-playground'
import { SNIPPET_LANGUAGES, type SnippetLanguage } from 'vue-api-playground/snippets'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OperationModel } from '../../shared/model'
import { formSampleCode, prepareSamples, sampleCode } from './samples'
import { operationPage } from '../testUtils'
import { tryItConfig } from '../tryit/tryit'
import { withChosenExamples, type ChosenExamples } from '../tryit/tryitExamples'

/**
 * The sample of an operation (GitHub's `repos/get`, with what the test sets) sent to `server`,
 * with `auth` and the examples `chosen`, as the page's code samples make it.
 */
function sampleOf(
  operation: Partial<OperationModel>,
  language: SnippetLanguage,
  server: string,
  { auth, chosen }: { auth?: AuthConfig; chosen?: ChosenExamples } = {},
): string {
  const config = tryItConfig(
    operationPage({ method: 'get', path: '/repos/{owner}/{repo}', ...operation }),
  )
  return sampleCode(chosen ? withChosenExamples(config, chosen) : config, language, server, auth)
}

/** A multi-line cURL command on one line. */
const oneLine = (command: string) => command.replaceAll(' \\\n  ', ' ')

beforeAll(prepareSamples)

describe('sampleCode', () => {
  it("keeps a path parameter's {name} where the description gives no example", () => {
    const code = sampleOf(
      {
        parameters: [
          { name: 'owner', in: 'path', required: true },
          { name: 'repo', in: 'path', required: true, example: 'hello world' },
          { name: 'per_page', in: 'query', required: false },
        ],
      },
      'curl',
      'https://api.github.com',
    )
    expect(code).toBe("curl 'https://api.github.com/repos/{owner}/hello%20world'")
  })

  it('writes the examples, the server and the credentials into the request', () => {
    const code = sampleOf(
      {
        method: 'post',
        path: '/repos/{owner}/{repo}/issues',
        parameters: [
          { name: 'owner', in: 'path', required: true, example: 'octocat' },
          { name: 'repo', in: 'path', required: true, example: 'hello' },
        ],
      },
      'python',
      'https://ghe.example.com/api/v3',
      { auth: { type: 'bearer', token: 't0ken' } },
    )
    expect(code).toContain('"https://ghe.example.com/api/v3/repos/octocat/hello/issues"')
    expect(code).toContain('"Authorization": "Bearer t0ken"')
  })

  it('writes the examples the reader picked, over the described ones', () => {
    const code = sampleOf(
      {
        method: 'put',
        path: '/pets/{petId}',
        parameters: [{ name: 'petId', in: 'path', required: true, example: '7' }],
        requestBody: {
          required: true,
          content: [
            { type: 'application/json', examples: [{ name: 'tom', value: { name: 'Tom' } }] },
          ],
        },
      },
      'curl',
      'https://api.example.com',
      { chosen: { params: { 'path petId': '123456' }, body: { name: 'Rex' } } },
    )
    expect(code).toContain("'https://api.example.com/pets/123456'")
    expect(code).toContain('"name": "Rex"')
    expect(code).not.toContain('Tom')
  })

  it('each sample uses the real method: HEAD with curl -I and requests.head, TRACE as written', () => {
    expect(oneLine(sampleOf({ method: 'head', path: '/pets' }, 'curl', 'https://x'))).toBe(
      "curl -I 'https://x/pets'",
    )
    expect(oneLine(sampleOf({ method: 'head', path: '/pets' }, 'python', 'https://x'))).toContain(
      'requests.head(',
    )
    expect(oneLine(sampleOf({ method: 'options', path: '/pets' }, 'curl', 'https://x'))).toBe(
      "curl -X OPTIONS 'https://x/pets'",
    )
    expect(oneLine(sampleOf({ method: 'trace', path: '/pets' }, 'curl', 'https://x'))).toBe(
      "curl -X TRACE 'https://x/pets'",
    )
    // An additionalOperations key goes "with the same capitalization" (OpenAPI 3.2.0).
    expect(oneLine(sampleOf({ method: 'purge', path: '/pets' }, 'curl', 'https://x'))).toMatch(
      /^curl -X purge /,
    )
    expect(oneLine(sampleOf({ method: 'PURGE', path: '/pets' }, 'curl', 'https://x'))).toMatch(
      /^curl -X PURGE /,
    )
  })

  it('sends the styled parameters and the cookie the panel cannot', () => {
    const operation: Partial<OperationModel> = {
      path: '/pets/{id}',
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          example: '1,2',
          schema: { type: 'array' },
          style: 'matrix',
          explode: true,
        },
        { name: 'tag', in: 'query', required: false, example: 'a,b', schema: { type: 'array' } },
        {
          name: 'c',
          in: 'query',
          required: false,
          example: '{"R":100}',
          schema: { type: 'object' },
          style: 'deepObject',
          explode: true,
        },
        { name: 'X-Ids', in: 'header', required: false, example: '3,4', schema: { type: 'array' } },
        { name: 'session', in: 'cookie', required: false, example: 'abc' },
      ],
    }
    expect(oneLine(sampleOf(operation, 'curl', 'https://x'))).toBe(
      "curl -H 'X-Ids: 3,4' -b 'session=abc' 'https://x/pets/;id=1;id=2?tag=a&tag=b&c%5BR%5D=100'",
    )
  })
})

describe('samples of an operation needing a cookie API key and a bearer token (one requirement)', () => {
  const config = tryItConfig(
    operationPage({
      method: 'get',
      path: '/reports',
      security: [
        [
          { scheme: 'session', scopes: [] },
          { scheme: 'token', scopes: [] },
        ],
      ],
    }),
  )
  // Both schemes of the requirement, as the panel's list of credentials gives them.
  const auth: AuthConfig[] = [
    { type: 'apiKey', in: 'cookie', name: 'session_id', value: 'c00kie' },
    { type: 'bearer', token: 't0ken' },
  ]

  it.each(SNIPPET_LANGUAGES.map((entry) => entry.id))('%s sends both', (language) => {
    const code = sampleCode(config, language, 'https://api.example.com', auth)
    expect(code).toContain('t0ken')
    // HTTPie escapes the = of an item's value.
    expect(code).toMatch(/session_id\\?=c00kie/)
    expect(code).toMatchSnapshot()
  })

  it('cURL sends the cookie with -b', () => {
    expect(sampleCode(config, 'curl', 'https://api.example.com', auth)).toBe(
      "curl -b 'session_id=c00kie' \\\n  -H 'Authorization: Bearer t0ken' \\\n  'https://api.example.com/reports'",
    )
  })

  it('the form the reader filled in, typed values included, as formSampleCode writes it', () => {
    const code = formSampleCode(
      {
        url: '/reports/{id}',
        method: 'get',
        data: [
          { name: 'id', value: '', type: 'path' },
          { name: 'q', value: 'typed', type: 'query' },
        ],
        auth,
        server: 'http://ignored.test',
      },
      'curl',
      'https://api.example.com',
    )
    expect(code).toContain("'https://api.example.com/reports/{id}?q=typed'")
  })
})
