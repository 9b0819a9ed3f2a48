import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as core from './core/index'
import * as curl from './curl'
import * as main from './index'

const here = fileURLToPath(new URL('.', import.meta.url))
const packageDir = join(here, '..')

// A change of public API shows up in review as a change of these lists.
describe('public surface', () => {
  it('main entry exports', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "ApiRequest",
        "ApiResponse",
        "MethodBadge",
        "SNIPPET_LANGUAGES",
        "VueApiPlayground",
        "VueApiPlaygroundPlugin",
        "buildRequest",
        "default",
        "formatSize",
        "loadRequestBuilder",
        "parseCurl",
        "playgroundMessagesKey",
        "toApiResponseProps",
        "toCurl",
        "useApiRequest",
        "useMessages",
      ]
    `)
  })

  it('curl entry exports', () => {
    expect(Object.keys(curl).sort()).toEqual(['parseCurl', 'toCurl'])
  })

  it('core entry exports', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "SNIPPET_LANGUAGES",
        "applyAuth",
        "buildRequest",
        "createEventStreamParser",
        "createRequestRunner",
        "decodeBody",
        "formatDuration",
        "formatSize",
        "headersToRecord",
        "initialRunnerState",
        "missingRequired",
        "parseCurl",
        "readBytes",
        "sendRequest",
        "snippetRequestFrom",
        "toCurl",
        "toSnippet",
        "tokenizeJson",
      ]
    `)
  })
})

describe('core stays framework-free', () => {
  const coreDir = join(here, 'core')
  const sources = readdirSync(coreDir, { recursive: true, encoding: 'utf8' }).filter(
    // testUtils.ts files are test helpers, left out of the build (tsconfig.build.json).
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('testUtils.ts'),
  )

  it.each(sources)('%s imports neither vue nor node built-ins', (file) => {
    const text = readFileSync(join(coreDir, file), 'utf8')
    const imports = [
      ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/g),
    ].map((m) => m[1] ?? m[2] ?? '')
    expect(imports.filter((s) => /^(vue|@vue\/|node:)/.test(s))).toEqual([])
  })

  it('the built core bundle does not import vue', () => {
    const bundle = readFileSync(join(packageDir, 'dist/core.js'), 'utf8')
    expect(bundle).not.toMatch(/from\s*["']vue["']/)
    expect(bundle).toContain('parseCurl')
  })
})

describe('package.json exports', () => {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string
    version: string
    exports: Record<string, unknown>
  }

  it('is vue-api-playground 2.x with main, core and style subpaths', () => {
    expect(pkg.name).toBe('vue-api-playground')
    expect(pkg.version).toMatch(/^2\./)
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './core', './style.css']))
  })
})
