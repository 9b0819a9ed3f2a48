import { describe, expect, it } from 'vitest'
import { enProblems } from '../i18n/en/problems'
import { word } from '../i18n/message'
import { operationPage } from '../testUtils'
import { itemStream, mockFetch } from './fetch'
import { mockState } from './state'

/** The last check's problems as an English page lists them. */
const english = (operation: string) =>
  mockState(operation).problems?.map((problem) => word(enProblems, problem))

const page = operationPage({
  id: 'catalog.items',
  method: 'get',
  path: '/items',
  parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' } }],
  responses: [
    {
      status: '200',
      headers: [{ name: 'X-Count', required: false, schema: { type: 'integer', default: 2 } }],
      content: [
        {
          type: 'application/jsonl',
          examples: [{ name: 'two', value: [{ id: 1 }, { id: 2 }] }],
        },
      ],
    },
    {
      status: '400',
      headers: [],
      content: [{ type: 'application/json', examples: [{ name: 'bad', value: { error: 'q' } }] }],
    },
  ],
})

describe('mockFetch', () => {
  it('answers with a Response of the chosen status, headers and body, and notes the problems', async () => {
    const state = mockState('catalog.items')
    state.choice = { status: '400' }
    const response = await mockFetch(page, 'https://api.example.com/items', {}, 0)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ error: 'q' })
    expect(english('catalog.items')).toEqual(['Query parameter "q" is required but missing.'])
  })

  it('streams the items of a JSON Lines answer one by one', async () => {
    const state = mockState('catalog.items')
    state.choice = {}
    const response = await mockFetch(page, new URL('https://api.example.com/items?q=a'), {}, 0)
    expect(state.problems).toEqual([])
    expect(response.headers.get('x-count')).toBe('2')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const chunks: string[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value))
    }
    expect(chunks).toEqual(['{"id":1}\n', '{"id":2}\n'])
  })

  it('refuses at once a request already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      mockFetch(page, 'https://api.example.com/items', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('itemStream', () => {
  it('stops with the abort reason when the request is aborted between items', async () => {
    const controller = new AbortController()
    const reader = itemStream(['a', 'b', 'c'], 5, controller.signal).getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('a')
    controller.abort()
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('an empty list ends at once', async () => {
    const reader = itemStream([], 0).getReader()
    expect((await reader.read()).done).toBe(true)
  })

  it('answers 401 when the credentials meet no security requirement, listing it first', async () => {
    const secured = operationPage(
      { ...page.operation, id: 'catalog.secured', security: [[{ scheme: 'key', scopes: [] }]] },
      { securitySchemes: [{ key: 'key', type: 'apiKey', in: 'header', name: 'X-Key' }] },
    )
    const state = mockState('catalog.secured')
    state.choice = { status: '400' }
    let response = await mockFetch(secured, 'https://api.example.com/items', {}, 0)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(((await response.json()) as { title: string }).title).toBe('Unauthorized')
    expect(state.unauthorized).toBe(true)
    expect(english('catalog.secured')).toEqual([
      expect.stringContaining('header "X-Key" (key)'),
      'Query parameter "q" is required but missing.',
    ])
    // With the key, the answer picked.
    response = await mockFetch(
      secured,
      'https://api.example.com/items?q=a',
      { headers: { 'X-Key': 'k' } },
      0,
    )
    expect(response.status).toBe(400)
    expect(state.unauthorized).toBe(false)
    expect(state.problems).toEqual([])
  })
})
