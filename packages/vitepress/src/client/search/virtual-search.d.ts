// Typed where it is imported (searchIndex.ts): an ambient module cannot import the shared types
// by a relative path.
declare module 'virtual:vitepress-api-docs/search' {
  const search: unknown
  export default search
}
