import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deleteOldOutput } from './old-output'

/** A site folder with a previous output of `files` files in `dist`. */
function site(files = 3): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'vpad-old-output-'))
  const dist = join(root, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  for (let i = 0; i < files; i++) writeFileSync(join(dist, 'assets', `${i}.html`), 'old')
  return { root, dist }
}

describe('deleteOldOutput', () => {
  it('moves the previous output aside at once and deletes it in the background', async () => {
    const { root, dist } = site(200)
    const deleted = deleteOldOutput(dist, [join(root, 'src')])
    // Gone from its place before anything is deleted: Vite makes a fresh, empty folder.
    expect(existsSync(dist)).toBe(false)
    await deleted
    expect(readdirSync(root)).toEqual([])
  })

  it('also deletes what a build that stopped early left aside', async () => {
    const { root, dist } = site()
    mkdirSync(join(root, 'dist.api-docs-old-123-abc', 'x'), { recursive: true })
    mkdirSync(join(root, 'other'))
    await deleteOldOutput(dist, [])
    expect(readdirSync(root)).toEqual(['other'])
  })

  it('leaves the folder to Vite when it holds .git, which Vite keeps', async () => {
    const { root, dist } = site()
    mkdirSync(join(dist, '.git'))
    await deleteOldOutput(dist, [])
    expect(readdirSync(root)).toEqual(['dist'])
    expect(readdirSync(dist).sort()).toEqual(['.git', 'assets'])
  })

  it('leaves the folder when a folder to keep is inside it, or it is the folder itself', async () => {
    const { root, dist } = site()
    await deleteOldOutput(dist, [join(dist, 'cache')])
    await deleteOldOutput(dist, [dist])
    expect(readdirSync(root)).toEqual(['dist'])
    expect(existsSync(join(dist, 'assets', '0.html'))).toBe(true)
  })

  it('moves a folder beside one to keep whose name starts the same', async () => {
    const { root, dist } = site()
    mkdirSync(join(root, 'dist-src'))
    await deleteOldOutput(dist, [join(root, 'dist-src')])
    expect(readdirSync(root)).toEqual(['dist-src'])
  })

  it('leaves a link to a folder where it is', async () => {
    const { root, dist } = site()
    symlinkSync(dist, join(root, 'linked'))
    await deleteOldOutput(join(root, 'linked'), [])
    expect(readdirSync(root).sort()).toEqual(['dist', 'linked'])
    expect(readdirSync(join(root, 'linked'))).toEqual(['assets'])
  })

  it('resolves when there is no previous output', async () => {
    const { root } = site()
    await expect(deleteOldOutput(join(root, 'nothing'), [])).resolves.toBeUndefined()
  })
})
