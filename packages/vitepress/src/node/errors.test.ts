import { afterEach, describe, expect, it } from 'vitest'
import { ApiDocsError, SpecError, positionAt } from './errors'
import { ApiDocsConfigError } from './options'

const debug = process.env.DEBUG
afterEach(() => {
  if (debug === undefined) delete process.env.DEBUG
  else process.env.DEBUG = debug
})

describe('ApiDocsError', () => {
  it('carries no stack trace, so that the build prints the message alone', () => {
    delete process.env.DEBUG
    const errors = [
      new ApiDocsError('an embed names nothing'),
      new SpecError('pets', '/site/specs/pets.yaml', 'invalid YAML', { line: 3, column: 10 }),
      new ApiDocsConfigError('apiDocs: `specs` must be a non-empty list'),
    ]
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiDocsError)
      expect(error.stack).toBe('')
    }
    expect(errors[1]!.message).toBe('spec "pets" (/site/specs/pets.yaml:3:10): invalid YAML')
    // As Vite does with an error thrown in a plugin hook: the stack stays empty.
    errors[0]!.stack = `[vitepress] ${errors[0]!.message}\n`
    expect(errors[0]!.stack).toBe('')
  })

  it('keeps the stack trace when DEBUG is set', () => {
    process.env.DEBUG = 'vitepress-api-docs'
    const error = new SpecError('pets', 'pets.yaml', 'the file does not exist')
    expect(error.stack).toMatch(
      /^SpecError: spec "pets" \(pets\.yaml\): the file does not exist\n\s+at /,
    )
  })
})

describe('positionAt', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 })
  })
})
