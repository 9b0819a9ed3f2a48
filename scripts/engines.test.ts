import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

// `npm install` warns EBADENGINE for every installed package whose `engines.node` leaves out the
// running Node. The lock file records each package's range: every Node the workspace's own range
// accepts must be accepted by all of them. Optional packages are left out: npm skips one whose
// engines do not match, silently (rollup lists a platform package that wants Node 22.20).
const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as unknown

interface LockedPackage {
  engines?: { node?: string }
  optional?: boolean
}

describe('supported Node versions', () => {
  const supported = (read('package.json') as { engines: { node: string } }).engines.node
  const lock = read('package-lock.json') as { packages: Record<string, LockedPackage> }

  it('names a range starting at the Node the README gives', () => {
    expect(semver.minVersion(supported)?.version).toBe('20.19.0')
    expect(readFileSync(`${root}README.md`, 'utf8')).toContain('Node 20.19 or newer')
  })

  it('is accepted by every package npm installs, so no EBADENGINE warning', () => {
    const narrower = Object.entries(lock.packages)
      .filter(([, locked]) => locked.engines?.node && !locked.optional)
      .filter(([, locked]) => !semver.subset(supported, locked.engines?.node ?? '*'))
      .map(([path, locked]) => `${path}: ${locked.engines?.node}`)
    expect(narrower).toEqual([])
  })
})
