import type { OperationPageData } from '../../shared/model'

/**
 * A `fetch` that answers from the operation's description (see `mock/fetch.ts`); the mock's code
 * loads on the first send, so pages whose readers never pick Mock do not carry it.
 */
export function lazyMockFetch(page: () => OperationPageData): typeof fetch {
  return async (input, init) => (await import('./fetch')).mockFetch(page(), input, init)
}
