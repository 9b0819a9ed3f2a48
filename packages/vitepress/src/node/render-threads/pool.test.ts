import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildWorker } from '../testUtils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RenderPool } from './pool'

// The worker as the package builds it (build.mjs), rendering with a server entry that reads its
// pages' data as the generated pages' components do (client/pages-store.ts).
const folder = mkdtempSync(join(tmpdir(), 'render-pool-'))
const worker = pathToFileURL(join(folder, 'render-worker.mjs'))
const entry = pathToFileURL(join(folder, 'app.mjs')).href
const ENTRY = `import { threadId } from 'node:worker_threads'
export async function render(path) {
  if (path === '/pets/boom') throw new Error('the component threw')
  const read = globalThis[Symbol.for('vitepress-api-docs:pages')]
  const data = read({ apiDocsPage: 'operation', spec: 'pets', key: path.slice('/pets/'.length) })
  if (path === '/pets/exit') process.exit(3)
  return {
    content: '<h1>' + data.title + '</h1>',
    vpSocialIcons: new Set(['github']),
    thread: threadId,
    __vue: () => {},
  }
}
`
const pageFiles = {
  folder: join(folder, 'pages'),
  files: new Map([
    ['operation/pets/list', 'pets/list.json'],
    ['operation/pets/get', 'pets/get.json'],
  ]),
}

beforeAll(async () => {
  await buildWorker(new URL('./worker.ts', import.meta.url), worker)
  writeFileSync(fileURLToPath(entry), ENTRY)
  mkdirSync(join(pageFiles.folder, 'pets'), { recursive: true })
  writeFileSync(join(pageFiles.folder, 'pets/list.json'), '{"page":{"title":"List pets"}}')
  writeFileSync(join(pageFiles.folder, 'pets/get.json'), '{"page":{"title":"Get a pet"}}')
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('RenderPool', () => {
  it('renders pages in its threads, from their data files, spread over the threads', async () => {
    const pool = new RenderPool(worker, 2, { entry, pageFiles })
    try {
      const paths = Array.from({ length: 8 }, (_, i) => (i % 2 ? '/pets/get' : '/pets/list'))
      const pages = await Promise.all(paths.map((path) => pool.render(path)))
      expect(pages.map((page) => page.content)).toEqual(
        paths.map((path) => (path === '/pets/get' ? '<h1>Get a pet</h1>' : '<h1>List pets</h1>')),
      )
      expect(pages[0]!.vpSocialIcons).toEqual(new Set(['github']))
      expect(pages[0]).not.toHaveProperty('__vue')
      // Worker threads, two of them, none the test's own.
      const threads = new Set(pages.map((page) => page.thread))
      expect(threads.size).toBe(2)
      expect(threads.has(0)).toBe(false)
    } finally {
      await pool.close()
    }
  })

  it('replaces a thread once it has rendered its share of pages', async () => {
    const pool = new RenderPool(worker, 1, { entry, pageFiles }, 3)
    try {
      const pages = await Promise.all(Array.from({ length: 7 }, () => pool.render('/pets/list')))
      expect(pages.every((page) => page.content === '<h1>List pets</h1>')).toBe(true)
      expect(pool.started).toBe(3)
      // Three pages a thread: each thread's pages are its own.
      const threads = pages.map((page) => page.thread)
      expect(new Set(threads).size).toBe(3)
      expect(threads.slice(0, 3).every((thread) => thread === threads[0])).toBe(true)
    } finally {
      await pool.close()
    }
  })

  it("rejects a page whose render throws with the page's path, and goes on", async () => {
    const pool = new RenderPool(worker, 1, { entry, pageFiles })
    try {
      await expect(pool.render('/pets/boom')).rejects.toThrow(
        'vitepress-api-docs: rendering /pets/boom failed: the component threw',
      )
      expect((await pool.render('/pets/list')).content).toBe('<h1>List pets</h1>')
    } finally {
      await pool.close()
    }
  })

  it('rejects the pages in hand, and every later one, when a thread stops', async () => {
    const pool = new RenderPool(worker, 1, { entry, pageFiles })
    try {
      await expect(pool.render('/pets/exit')).rejects.toThrow(
        'vitepress-api-docs: a render thread stopped: it exited with code 3',
      )
      await expect(pool.render('/pets/list')).rejects.toThrow('a render thread stopped')
    } finally {
      await pool.close()
    }
  })
})
