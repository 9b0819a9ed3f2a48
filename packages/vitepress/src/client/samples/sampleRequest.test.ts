import { describe, expect, it } from 'vitest'
import { sampleForm, sampleKey } from './sampleRequest'
import { operationPage } from '../testUtils'
import { tryItConfig } from '../tryit/tryit'

const config = tryItConfig(
  operationPage({
    method: 'get',
    path: '/repos/{owner}/{repo}',
    parameters: [
      { name: 'owner', in: 'path', required: true, example: 'octocat' },
      { name: 'per_page', in: 'query', required: false },
    ],
  }),
)
const SERVER = 'https://api.github.com'

describe('sampleKey', () => {
  it("is the same for the page's request and the panel's form of it", () => {
    const page = sampleForm(config, undefined)
    // As the playground reports its form (form-change): labels, its own server, the empty
    // defaults filled in, no credentials said as such, the method as typed.
    const panel = {
      ...page,
      method: 'GET',
      data: page.data!.map((item) => ({ ...item, description: 'A label', required: true })),
      headers: {},
      body: '',
      auth: { type: 'none' as const },
      server: 'https://elsewhere.example',
      files: {},
    }
    expect(sampleKey(panel, 'curl', SERVER)).toBe(sampleKey(page, 'curl', SERVER))
  })

  it('changes with what the sample sends: a value, a credential, the server, the language', () => {
    const page = sampleForm(config, undefined)
    const key = sampleKey(page, 'curl', SERVER)
    const typed = { ...page, data: page.data!.map((item) => ({ ...item, value: 'x' })) }
    expect(sampleKey(typed, 'curl', SERVER)).not.toBe(key)
    const bearer = sampleForm(config, { type: 'bearer', token: 't' })
    expect(sampleKey(bearer, 'curl', SERVER)).not.toBe(key)
    expect(sampleKey(page, 'curl', 'https://staging.example')).not.toBe(key)
    expect(sampleKey(page, 'go', SERVER)).not.toBe(key)
  })
})
