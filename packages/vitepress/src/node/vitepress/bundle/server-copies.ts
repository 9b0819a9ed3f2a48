import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

// The server build bundles one generated page of each kind, and every other page's module is a
// copy of it with its own values (../../pages/copied-pages.ts), which VitePress's render imports by
// the page's file name (`pathToFile` in VitePress's client/app/utils.ts, then `renderPage` in
// node/build/render.ts reads the module's `__pageData`). Rollup (VitePress 1.6) writes a chunk a
// plugin adds to the bundle object in `generateBundle`. Rolldown (VitePress 2) writes only what it
// bundled, and Vite drops the assets a server build emits (`build.emitAssets`), so there the pages'
// modules are written once the bundle is. Bundling every page instead cost Microsoft Graph's
// build 389 s and 7.3 GB.

/** On VitePress 2, the server build's page modules, kept from `generateBundle` to `writeBundle`. */
export class PageCopyFiles {
  private files = new Map<string, string>()

  /** Keeps a page's module, by its file name in the server bundle. */
  readonly add = (fileName: string, code: string): void => {
    this.files.set(fileName, code)
  }

  /** Writes every page's module into the bundle's folder, `dir`, and lets them go. */
  writeInto(dir: string): void {
    for (const [fileName, code] of this.files) writeFileSync(join(dir, fileName), code)
    this.files = new Map()
  }
}
