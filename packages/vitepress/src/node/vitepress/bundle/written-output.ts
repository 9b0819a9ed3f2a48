// VitePress keeps the output of both its builds (every chunk's code, every asset's source) until
// every page is rendered, though the render reads the files written and only the names and
// imports of that output. For Microsoft Graph that is its 42,561 generated pages' chunks in each
// build and its two descriptions as downloads (67 MB of JSON), all alive through the render. So
// once a bundle is written, the plugin empties what it put there.

/** A chunk or asset of a bundle, as Rollup hands it to `writeBundle` (the part emptied here). */
export type WrittenFile =
  { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }

/** Empties the contents of `files`, written already, which the build's result still holds. */
export function emptyWritten(files: Iterable<WrittenFile>): void {
  for (const file of files) {
    if (file.type === 'chunk') file.code = ''
    else file.source = ''
  }
}
