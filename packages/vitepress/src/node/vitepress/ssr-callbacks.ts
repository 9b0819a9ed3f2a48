import type { Plugin } from 'vitepress'

// VitePress 1.x's `onContentUpdated(fn)` (client/app/utils.ts) pushes `fn` onto a module-wide
// list and takes it off when its component unmounts. A server render never unmounts: each page
// rendered left its callbacks on the list (four a page with the default theme: the outline, the
// local nav), and with them its components' state and, through their reactive dependencies, the
// page's data. Building GitHub's API kept 28 KB a page alive that way, 30 MB by its 1,500th page;
// Microsoft Graph's 42,561 larger pages pile up far more. The callbacks only ever run in the
// browser (the content component calls them once mounted or updated), so the server build leaves
// them off the list.

/** VitePress's module that keeps the list, as the server build resolves it. */
const UTILS = /[\\/]vitepress[\\/]dist[\\/]client[\\/]app[\\/]utils\.js$/

/** The statement that adds a callback to the list, in VitePress 1.x's build of that module. */
const PUSH = 'contentUpdatedCallbacks.push(fn);'

/** VitePress's client utils module, for a server build: content-updated callbacks kept nowhere. */
export function withoutServerCallbacks(code: string): string {
  return code.includes(PUSH) ? code.replace(PUSH, '/* server render: never called */') : code
}

/** The Vite plugin that keeps the server render from leaking each page (see above). */
export function ssrCallbacksPlugin(): Plugin {
  return {
    name: 'vitepress-api-docs:ssr-callbacks',
    transform(code, id, options) {
      if (options?.ssr && UTILS.test(id)) return withoutServerCallbacks(code)
    },
  }
}
