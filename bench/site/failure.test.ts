import { describe, expect, it } from 'vitest'
import { describeFailure, type BuildEnd } from './failure'

const end = (partial: Partial<BuildEnd>): BuildEnd => ({
  log: '',
  code: 1,
  signal: null,
  timedOut: false,
  timeoutMs: 600_000,
  heapMb: 4096,
  ...partial,
})

describe('describeFailure', () => {
  it('says how far a timed-out build got, without colour codes', () => {
    const log =
      '\n  vitepress v1.6.4\n\n\u001b[32m✓\u001b[0m building client + server bundles...\n- rendering pages...\n'
    expect(describeFailure(end({ log, timedOut: true, code: null, signal: 'SIGKILL' }))).toBe(
      'timed out after 600 s (last output: - rendering pages...)',
    )
  })

  it('recognizes V8 running out of heap', () => {
    const log = 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'
    expect(describeFailure(end({ log, code: null, signal: 'SIGABRT' }))).toBe(
      'out of memory (Node heap limit 4096 MB)',
    )
  })

  it('quotes the first error line with the exit code', () => {
    const log = 'building...\nx Build failed in 3s\nerror during build:\nRollupError: oops\n'
    expect(describeFailure(end({ log }))).toBe('exit code 1: error during build:')
  })

  it('gives the exit code or signal alone when no line says error', () => {
    expect(describeFailure(end({ log: 'building...', code: null, signal: 'SIGTERM' }))).toBe(
      'killed by SIGTERM',
    )
  })
})
