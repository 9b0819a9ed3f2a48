import { afterEach, describe, expect, it, vi } from 'vitest'

/** curlReader.ts afresh, so each test starts with nothing loaded. */
async function freshLoader() {
  vi.resetModules()
  return (await import('./curlReader')).loadCurlReader
}

afterEach(() => {
  vi.doUnmock('./curlPaste')
})

describe('loadCurlReader', () => {
  it('loads the reader once per page', async () => {
    const load = await freshLoader()
    const first = load()
    expect(load()).toBe(first)
    const read = await first
    expect(
      read('curl https://api.test/x', {
        url: '',
        method: 'get',
        items: [],
        auth: { type: 'none' },
      }),
    ).toMatchObject({ url: 'https://api.test/x', method: 'get' })
  })

  it('tries again after a failed load instead of keeping the failure', async () => {
    vi.doMock('./curlPaste', () => {
      throw new Error('offline')
    })
    const load = await freshLoader()
    await expect(load()).rejects.toThrow()
    vi.doUnmock('./curlPaste')
    await expect(load()).resolves.toBeTypeOf('function')
  })
})
