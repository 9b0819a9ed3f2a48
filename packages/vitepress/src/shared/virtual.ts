// The virtual modules the node side serves and the client imports, each owned by one of the
// plugin's sub-plugins (src/node/plugins/). Vite resolves them with a `\0` in front.

/** Ids of the plugin's virtual modules. */
export const VIRTUAL = {
  /** The store of generated pages' data (src/client/pages-store.ts, or the server's reader). */
  pages: 'virtual:vitepress-api-docs/pages',
  /** `{ [specName]: { keys, prefix, groups } }`: each spec's sidebar keys and a loader per group. */
  sidebars: 'virtual:vitepress-api-docs/sidebars',
  /** Prefix of the modules of one sidebar group: `<prefix><spec>/sidebar-<spec>-<index>`. */
  sidebar: 'virtual:vitepress-api-docs/sidebar/',
  /** `{ hotkey, load }`: small, in the first load; `load(locale)` imports the locale's index. */
  search: 'virtual:vitepress-api-docs/search',
  /**
   * Prefix of the search index of one locale (`<prefix>root`, `<prefix>fr`): its own chunk,
   * imported only when the dialog first opens.
   */
  searchIndex: 'virtual:vitepress-api-docs/search-index-',
} as const

/**
 * The event the sidebars module dispatches on `globalThis` when an edit in dev has replaced its
 * loaders: the groups already loaded load again, from the new model.
 */
export const SIDEBARS_UPDATED = 'vitepress-api-docs:sidebars-updated'

/** Vite's mark for a resolved virtual module id. */
export const RESOLVED = '\0'

/**
 * The global symbol (`Symbol.for`) under which the plugin lets the server render read a generated
 * page's data: VitePress renders the pages in the process that ran the plugin.
 */
export const SERVER_PAGES = 'vitepress-api-docs:pages'

/**
 * The event the search module dispatches on `globalThis` when an edit in dev has given it a new
 * index to load: the dialog drops the index it loaded before.
 */
export const SEARCH_UPDATED = 'vitepress-api-docs:search-updated'
