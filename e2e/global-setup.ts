import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { SHARED_BUILDS } from './artifacts'
import { startFixture } from './fixture-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local API server the pages call. */
    apiUrl: string
    /** The built test page. */
    pageUrl: string
  }
}

/** Builds and serves the fixture page and starts the local API server for the browser tests. */
export default async function setup(project: TestProject) {
  const fixture = await startFixture()
  project.provide('apiUrl', fixture.apiUrl)
  project.provide('pageUrl', fixture.pageUrl)
  return async () => {
    await fixture.close()
    // Built for this run's API server URL (a new port each run), so of no use to the next.
    rmSync(SHARED_BUILDS, { recursive: true, force: true })
  }
}
