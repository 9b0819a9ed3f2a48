import { afterAll, beforeAll } from 'vitest'
import { startApiServer } from './index.ts'
import type { ApiServer } from './index.ts'

export interface TestApiServer {
  /** Base URL of the running server; read it inside tests, it is set in beforeAll. */
  url: string
  /** Every log line the server wrote, for asserting on what happened server-side. */
  logs: string[]
  server?: ApiServer
}

/** Starts a real server on a free port for the current test file and closes it afterwards. */
export function useApiServer(): TestApiServer {
  const state: TestApiServer = { url: '', logs: [] }
  beforeAll(async () => {
    state.server = await startApiServer({ port: 0, log: (line) => state.logs.push(line) })
    state.url = state.server.url
  })
  afterAll(() => state.server?.close())
  return state
}
