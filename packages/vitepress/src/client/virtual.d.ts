// Served by the node side (src/node/plugins/sidebar.ts). An ambient module may not import by a relative
// path, so its shape is stated where it is imported (sidebar.ts).
declare module 'virtual:vitepress-api-docs/sidebars' {
  const sidebars: unknown
  export default sidebars
}

// client/pages-store.ts, served under this id (see pageStore.ts for why).
declare module 'virtual:vitepress-api-docs/pages' {
  export const get: unknown
  export const settled: unknown
}
