import { fileURLToPath } from 'node:url'

/** Builds of the e2e fixture site that the test files of one run share (see api-docs-site.ts). */
export const SHARED_BUILDS = fileURLToPath(
  new URL('./.artifacts/api-docs-builds/', import.meta.url),
)
