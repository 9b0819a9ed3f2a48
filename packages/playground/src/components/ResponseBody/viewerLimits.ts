// When the body viewers switch from rendering everything to a virtual window of lines.

/** JSON with more lines than this is virtualized (each line holds several token elements). */
export const JSON_FULL_RENDER_MAX_LINES = 400
/** JSON longer than this many characters is virtualized. */
export const JSON_FULL_RENDER_MAX_CHARS = 40_000
/** Text with more lines than this is virtualized (text is one node per line when virtual). */
export const TEXT_FULL_RENDER_MAX_LINES = 2_000
/** Text longer than this many characters is virtualized. */
export const TEXT_FULL_RENDER_MAX_CHARS = 200_000

/** Whether a document of `lineCount` lines and `length` characters is rendered whole. */
export function rendersWhole(kind: 'json' | 'text', lineCount: number, length: number): boolean {
  return kind === 'json'
    ? lineCount <= JSON_FULL_RENDER_MAX_LINES && length <= JSON_FULL_RENDER_MAX_CHARS
    : lineCount <= TEXT_FULL_RENDER_MAX_LINES && length <= TEXT_FULL_RENDER_MAX_CHARS
}
