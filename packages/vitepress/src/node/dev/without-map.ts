/**
 * A generated module's code, with no source map (Rollup's convention, which Vite follows): it has
 * no source to map to. Without this, the map Vite made for it in dev held the whole module again,
 * in base64: Microsoft Graph's search index module weighed 42.8 MB (9.8 MB without), a sidebar
 * group 87 KB for 16 KB of code.
 */
export const withoutMap = (code: string): { code: string; map: { mappings: '' } } => ({
  code,
  map: { mappings: '' },
})
