// VitePress renders every page on one thread: its build imports the server bundle's entry
// (`.temp/app.js`) and calls its `render(path)` for each page, a few at a time. For Microsoft
// Graph's 42,561 pages that is some 800 s of one core. VitePress has no hook between the bundle
// and its render loop, but the entry is a chunk of the server build, which Vite plugins may
// rewrite: its `render` export becomes a wrapper that a hook on `globalThis` may replace, so that
// the build process hands generated pages to worker threads (../render-threads/pool.ts) while VitePress assembles
// and writes the HTML as it always does. A worker imports the same entry and, with no hook set in
// its own `globalThis`, renders with VitePress's own `render`.

/** The `Symbol.for` key of the hook the server entry's `render` export goes through. */
export const RENDER_HOOK = 'vitepress-api-docs:render'

/** What VitePress's `render(path)` resolves to (its `SSGContext`). */
export interface RenderContext {
  content: string
  teleports?: Record<string, string>
  vpSocialIcons: Set<string>
  [key: string]: unknown
}

/** VitePress's server entry's `render`. */
export type Render = (path: string) => Promise<RenderContext>

/** Given VitePress's own `render`, the one the build calls instead. */
export type RenderHook = (own: Render) => Render

const EXPORTS = /export\s*\{([^{}]*)\}\s*;?\s*$/

/**
 * The server entry's code with its `render` export going through the hook (when one is set where
 * the entry is imported). Throws when the code has no `render` export in the shape Rollup writes.
 */
export function hookRenderExport(code: string): string {
  const block = EXPORTS.exec(code)
  const items = block?.[1]!.split(',') ?? []
  const index = items.findIndex((item) => exportedName(item) === 'render')
  if (!block || index < 0)
    throw new Error(
      "vitepress-api-docs: VitePress's server entry has no `render` export in its last export statement; is VitePress newer?",
    )
  const local = items[index]!.trim().split(/\s+/)[0]!
  items[index] = items[index]!.replace(/\S[^]*\S|\S/, '__apiDocsRender as render')
  const hook = `globalThis[Symbol.for(${JSON.stringify(RENDER_HOOK)})]`
  return (
    code.slice(0, block.index) +
    `const __apiDocsRender = (${hook} ?? ((own) => own))(${local});\n` +
    `export {${items.join(',')}};\n`
  )
}

/** The name an item of an export list exports: `a` for `a`, `b` for `a as b`. */
function exportedName(item: string): string | undefined {
  const words = item.trim().split(/\s+/)
  if (words.length === 1) return words[0]
  if (words.length === 3 && words[1] === 'as') return words[2]
  return undefined
}
