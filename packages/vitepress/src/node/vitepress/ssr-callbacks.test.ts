import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ssrCallbacksPlugin, withoutServerCallbacks } from './ssr-callbacks'

const require = createRequire(import.meta.url)
// The module as the installed VitePress ships it: a new version that changes it fails here.
const utils = join(dirname(require.resolve('vitepress/package.json')), 'dist/client/app/utils.js')

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => string | undefined

describe('ssrCallbacksPlugin', () => {
  it("drops VitePress's content-updated callbacks from the server build only", () => {
    const code = readFileSync(utils, 'utf8')
    const transform = ssrCallbacksPlugin().transform as Transform
    const server = transform(code, utils, { ssr: true })!
    expect(code).toContain('contentUpdatedCallbacks.push(fn);')
    expect(server).not.toContain('contentUpdatedCallbacks.push(')
    expect(server).toContain('export function onContentUpdated(fn)')
    expect(transform(code, utils, { ssr: false })).toBeUndefined()
    expect(transform(code, '/site/utils.js', { ssr: true })).toBeUndefined()
    expect(withoutServerCallbacks('other')).toBe('other')
  })
})
