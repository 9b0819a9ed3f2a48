// Served by the node side (src/node/plugin.ts). An ambient module may not import by a relative
// path, so its shape is stated where it is imported (sidebar.ts).
declare module 'virtual:vitepress-api-docs/sidebars' {
  const sidebars: unknown
  export default sidebars
}

declare module 'virtual:vitepress-api-docs/pages' {
  export const get: unknown
  export const settled: unknown
}
