import { describe, expect, it } from 'vitest'
import * as main from '../packages/playground/src/index'
import { MAIN_EXPORTS_BUT_PARSE_CURL } from './bundle-size'

describe('bundle-size benchmark', () => {
  it('measures every export of the main entry but parseCurl (and default, as export * does)', () => {
    const names = Object.keys(main).filter((name) => name !== 'parseCurl' && name !== 'default')
    expect([...MAIN_EXPORTS_BUT_PARSE_CURL].sort()).toEqual(names.sort())
  })
})
