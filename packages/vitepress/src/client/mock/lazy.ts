import type { OperationPageData } from '../../shared/model'
import { loadReachable } from '../components/schema/schemaStore'

/**
 * A `fetch` that answers from the operation's description (see `mock/fetch.ts`); the mock's code
 * loads on the first send, so pages whose readers never pick Mock do not carry it.
 */
export function lazyMockFetch(page: () => OperationPageData): typeof fetch {
  return async (input, init) => {
    const data = page()
    // The Mock validates and answers from whole schemas; a built page has some in summary.
    const [mock] = await Promise.all([import('./fetch'), loadReachable(data, [data.operation])])
    return mock.mockFetch(data, input, init)
  }
}
