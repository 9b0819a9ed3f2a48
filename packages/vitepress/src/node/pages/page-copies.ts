// A spec's generated pages of one kind compile to the same module but for three values: the page
// data VitePress puts in it (`__pageData`, see its `injectPageDataCode`), the page's path (the
// component's name, and in the server build the module id plugin-vue registers) and, in the
// browser build, the page's data file. Bundling 42,561 such modules (Microsoft Graph v1.0 and
// beta) took Rollup past Node's default heap, and most of the time. So one page of each kind is
// bundled, its three values made placeholders, and every other page's chunk is a copy of it with
// its own values filled in.

/** What stands for a page's own values in the bundled page of its kind. */
export const PLACEHOLDERS = {
  data: '__vpad_page_data__',
  path: '__vpad_page_path__',
  file: '__vpad_page_file__',
} as const

const PAGE_DATA = /__pageData\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/

/**
 * The module of the page bundled for its kind, with its page data and its path (`path`, as
 * VitePress names the page: `graph/users-list.md`) as placeholders. Throws when the module is not
 * in the shape VitePress gives it.
 */
export function placeholderModule(code: string, path: string): string {
  const match = PAGE_DATA.exec(code)
  if (!match)
    throw new Error(
      `vitepress-api-docs: no __pageData in the module of ${path}; is VitePress newer?`,
    )
  const start = match.index + match[0].length - match[1]!.length - 1
  const marked =
    code.slice(0, start) + JSON.stringify(PLACEHOLDERS.data) + code.slice(start + match[1]!.length)
  return marked.replaceAll(JSON.stringify(path), JSON.stringify(PLACEHOLDERS.path))
}

/** A page's own values, to fill a copy of the page bundled for its kind. */
export interface PageValues {
  /** The page data, as JSON. */
  data: string
  path: string
  /** The data file, relative to the page's chunk (browser build only). */
  file?: string
}

// The placeholder in any quotes a minifier may have chosen.
const quoted = (placeholder: string) => new RegExp(`(["'\`])${placeholder}\\1`, 'g')
const DATA = quoted(PLACEHOLDERS.data)
const PATH = quoted(PLACEHOLDERS.path)
const FILE = quoted(PLACEHOLDERS.file)

/** The code of a page's chunk: the bundled page of its kind with the page's own values. */
export function fillPage(code: string, values: PageValues): string {
  // Replaced by functions: a replacement string would read `$&` in the data as a pattern.
  const literal = (text: string) => () => JSON.stringify(text)
  let filled = code.replace(DATA, literal(values.data)).replace(PATH, literal(values.path))
  if (values.file !== undefined) filled = filled.replace(FILE, literal(values.file))
  return filled
}

// VitePress names a page's chunk after its path, with Rollup's file-name sanitizing (its
// `sanitizeFileName`, in src/node/shared.ts of the vitepress repository).
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const INVALID_CHAR = /[\u0000-\u001F"#$&*+,:;<=>?[\]^`{|}\u007F]/g

/** The chunk name VitePress gives a page (its input name) and the file name made of it. */
export function pageChunkName(path: string): { name: string; file: string } {
  const name = path.replace(/\//g, '_')
  return { name, file: name.replace(INVALID_CHAR, '_').replace(/(^|\/)_+(?=[^/]*$)/, '$1') }
}
