import { describe, expect, it } from 'vitest'
import { sampleCode } from './samples'
import { operationPage } from './testUtils'

/** GitHub's `repos/get`, with what the test sets. */
const page = (operation: Parameters<typeof operationPage>[0]) =>
  operationPage({ method: 'get', path: '/repos/{owner}/{repo}', ...operation })

describe('sampleCode', () => {
  it("keeps a path parameter's {name} where the description gives no example", () => {
    const code = sampleCode(
      page({
        parameters: [
          { name: 'owner', in: 'path', required: true },
          { name: 'repo', in: 'path', required: true, example: 'hello world' },
          { name: 'per_page', in: 'query', required: false },
        ],
      }),
      'curl',
      'https://api.github.com',
      undefined,
    )
    expect(code).toBe("curl 'https://api.github.com/repos/{owner}/hello%20world'")
  })

  it('writes the examples, the server and the credentials into the request', () => {
    const code = sampleCode(
      page({
        method: 'post',
        path: '/repos/{owner}/{repo}/issues',
        parameters: [
          { name: 'owner', in: 'path', required: true, example: 'octocat' },
          { name: 'repo', in: 'path', required: true, example: 'hello' },
        ],
      }),
      'python',
      'https://ghe.example.com/api/v3',
      { type: 'bearer', token: 't0ken' },
    )
    expect(code).toContain('"https://ghe.example.com/api/v3/repos/octocat/hello/issues"')
    expect(code).toContain('"Authorization": "Bearer t0ken"')
  })

  it('writes the examples the reader picked, over the described ones', () => {
    const code = sampleCode(
      page({
        method: 'put',
        path: '/pets/{petId}',
        parameters: [{ name: 'petId', in: 'path', required: true, example: '7' }],
        requestBody: {
          required: true,
          content: [
            { type: 'application/json', examples: [{ name: 'tom', value: { name: 'Tom' } }] },
          ],
        },
      }),
      'curl',
      'https://api.example.com',
      undefined,
      { params: { 'path petId': '123456' }, body: { name: 'Rex' } },
    )
    expect(code).toContain("'https://api.example.com/pets/123456'")
    expect(code).toContain('"name": "Rex"')
    expect(code).not.toContain('Tom')
  })
})
