import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { hookRenderExport, RENDER_HOOK, type Render, type RenderHook } from './render-entry'

// The shape Rollup gives VitePress's server entry (`.temp/app.js`): `render` among the exports of
// its last statement, other exports renamed to short names.
const entry = (item: string) => `const ok = 1;
async function render(path) {
  return { content: 'own ' + path, vpSocialIcons: new Set() };
}
export {
  ok as O,
  ${item},
  ok as z
};
`

const folder = mkdtempSync(join(tmpdir(), 'entry-hook-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let files = 0
/** Imports `code` as a module file, with `hook` set on `globalThis` while it is evaluated. */
async function importWith(code: string, hook?: RenderHook): Promise<Record<string, unknown>> {
  const file = join(folder, `entry-${files++}.mjs`)
  writeFileSync(file, code)
  const key = Symbol.for(RENDER_HOOK)
  const global = globalThis as Record<symbol, unknown>
  if (hook) global[key] = hook
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>
  } finally {
    delete global[key]
  }
}

describe('hookRenderExport', () => {
  it("routes the entry's `render` through the hook set where it is imported", async () => {
    const code = hookRenderExport(entry('render'))
    const hook: RenderHook = (own) => async (path) =>
      path.startsWith('/api/') ? { content: 'thread', vpSocialIcons: new Set() } : own(path)
    const hooked = await importWith(code, hook)
    expect((await (hooked.render as Render)('/api/a')).content).toBe('thread')
    expect((await (hooked.render as Render)('/guide')).content).toBe('own /guide')
    // The other exports are left as they were.
    expect(hooked.O).toBe(1)
    expect(hooked.z).toBe(1)
  })

  it("is VitePress's own `render` where no hook is set (a render thread)", async () => {
    const plain = await importWith(hookRenderExport(entry('render')))
    expect((await (plain.render as Render)('/api/a')).content).toBe('own /api/a')
  })

  it('finds `render` exported under another local name', async () => {
    const code = hookRenderExport(
      entry('ok as r, render$1 as render').replace('function render(', 'function render$1('),
    )
    const plain = await importWith(code)
    expect((await (plain.render as Render)('/x')).content).toBe('own /x')
    expect(plain.r).toBe(1)
  })

  it('says so when the entry has no `render` export', () => {
    expect(() => hookRenderExport('export { a as render2 };')).toThrow(
      "VitePress's server entry has no `render` export",
    )
    expect(() => hookRenderExport('const a = 1')).toThrow('is VitePress newer?')
  })
})
