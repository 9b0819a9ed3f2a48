import type { TestProject } from 'vitest/node'
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
  return fixture.close
}
