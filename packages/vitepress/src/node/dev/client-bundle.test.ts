import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  DEV_BUNDLE_DIR,
  DEV_BUNDLE_MANIFEST,
  devBundleManifest,
  devClientBundle,
  packageFolder,
} from './client-bundle'

let site: string
let plugin: string

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** A package folder with its package.json and files. */
function packageAt(folder: string, name: string, files: Record<string, string>): void {
  write(join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0' }))
  for (const [file, text] of Object.entries(files)) write(join(folder, file), text)
}

/** Makes the plugin's dev bundle from its client and the playground's two files. */
function bundleMade(): void {
  const manifest = devBundleManifest(plugin, [
    join(plugin, 'dist/client/index.js'),
    join(site, 'node_modules/playground/dist/a.js'),
    join(site, 'node_modules/playground/dist/b.js'),
  ])
  write(join(plugin, DEV_BUNDLE_DIR, 'index.js'), 'export {}\n')
  write(join(plugin, DEV_BUNDLE_DIR, DEV_BUNDLE_MANIFEST), JSON.stringify(manifest))
}

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'vpad-client-bundle-'))
  plugin = join(site, 'node_modules/plugin')
  packageAt(plugin, 'plugin', { 'dist/client/index.js': 'export {}\n' })
  packageAt(join(site, 'node_modules/playground'), 'playground', {
    'dist/a.js': 'export const a = 1\n',
    'dist/b.js': 'export const b = 2\n',
    'dist/unused.js': 'export const c = 3\n',
  })
})
afterEach(() => rmSync(site, { recursive: true, force: true }))

describe('the dev bundle of the client', () => {
  it("records the other packages' files it took in, not the plugin's own", () => {
    const manifest = devBundleManifest(plugin, [
      join(plugin, 'dist/client/index.js'),
      join(site, 'node_modules/playground/dist/b.js'),
      join(site, 'node_modules/playground/dist/a.js'),
    ])
    expect(Object.keys(manifest.packages)).toEqual(['playground'])
    expect(manifest.packages.playground!.files).toEqual(['dist/a.js', 'dist/b.js'])
    expect(manifest.packages.playground!.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is served where the site installs the same files', () => {
    bundleMade()
    expect(devClientBundle(plugin)).toBe(join(plugin, DEV_BUNDLE_DIR, 'index.js'))
    // A file the bundle never took in may change.
    write(join(site, 'node_modules/playground/dist/unused.js'), 'export const c = 4\n')
    expect(devClientBundle(plugin)).toBeDefined()
  })

  it('is not served where a file it took in differs or is missing', () => {
    bundleMade()
    write(join(site, 'node_modules/playground/dist/a.js'), 'export const a = 10\n')
    expect(devClientBundle(plugin)).toBeUndefined()
    write(join(site, 'node_modules/playground/dist/a.js'), 'export const a = 1\n')
    expect(devClientBundle(plugin)).toBeDefined()
    rmSync(join(site, 'node_modules/playground/dist/b.js'))
    expect(devClientBundle(plugin)).toBeUndefined()
  })

  it('looks for a package as Node does: a copy nested in the plugin comes first', () => {
    bundleMade()
    const nested = join(plugin, 'node_modules/playground')
    expect(packageFolder('playground', plugin)).toBe(join(site, 'node_modules/playground'))
    packageAt(nested, 'playground', { 'dist/a.js': 'export const a = 5\n', 'dist/b.js': '' })
    expect(packageFolder('playground', plugin)).toBe(nested)
    expect(devClientBundle(plugin)).toBeUndefined()
    expect(packageFolder('absent', plugin)).toBeUndefined()
  })

  it('is not served from a package without one (its sources, in tests)', () => {
    expect(devClientBundle(plugin)).toBeUndefined()
    write(join(plugin, DEV_BUNDLE_DIR, DEV_BUNDLE_MANIFEST), '{ "v": 2, "packages": {} }')
    expect(devClientBundle(plugin)).toBeUndefined()
  })
})
