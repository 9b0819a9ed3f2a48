import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../../shared/page'
import { llmsFullPart } from './llms-txt'
import type { TwinPage } from './twins'

// The server render makes every generated page's data once more after the bundles are written
// (the client build made it for the page's JSON file). A twin made from that same data costs no
// page data of its own: on GitHub's REST API, the example of each of its 969 schemas was
// generated a third time for its twin. Keeping the data until the twins were written would hold
// every page's data at once, so each twin is written as soon as its page's data is made. Those
// writes do not wait: the render writes the pages' HTML into the same folders meanwhile, and a
// synchronous write waited on it (GitHub's 2,192 twins took 2.6 s instead of 0.3 s).

/** Writes a build's Markdown twins into its output folder, each once. */
export class TwinWriter {
  private readonly byId: Map<string, TwinPage>
  private readonly written = new Set<string>()
  private readonly folders = new Set<string>()
  private readonly writing: Promise<void>[] = []
  /** The first write that failed: reported by `finish`, not as an unhandled rejection first. */
  private failure: unknown
  /** Time spent making and writing twins so far, in ms (not counting writes under way). */
  ms = 0

  constructor(
    private readonly pages: readonly TwinPage[],
    private readonly outDir: string,
  ) {
    this.byId = new Map(pages.map((page) => [page.id, page]))
  }

  /** Writes the twin of the page `ref` names from the data just made for it, unless written. */
  fromData(ref: GeneratedPageRef, data: GeneratedPageData): void {
    const page = this.byId.get(pageRefId(ref))
    if (!page || this.written.has(page.id)) return
    const started = performance.now()
    const file = this.fileOf(page)
    this.writing.push(
      writeFile(file, page.markdown(data)).catch((error: unknown) => {
        this.failure ??= error
      }),
    )
    this.written.add(page.id)
    this.ms += performance.now() - started
  }

  /**
   * Writes the twins no render asked for (a theme may not show a page's data), then, with
   * `fullFile`, llms-full.txt: `head`, then every twin in the pages' order, read back.
   */
  async finish(fullFile: string | undefined, head: string): Promise<void> {
    await Promise.all(this.writing)
    this.writing.length = 0
    if (this.failure !== undefined) throw this.failure
    const started = performance.now()
    for (const page of this.pages)
      if (!this.written.has(page.id)) {
        writeFileSync(this.fileOf(page), page.markdown())
        this.written.add(page.id)
      }
    if (fullFile !== undefined) {
      // Written twin by twin: for GitHub's API it holds 17 MB of text.
      const file = openSync(fullFile, 'w')
      try {
        writeSync(file, head)
        for (const page of this.pages)
          writeSync(
            file,
            llmsFullPart(page.url, readFileSync(join(this.outDir, page.file), 'utf8')),
          )
      } finally {
        closeSync(file)
      }
    }
    this.ms += performance.now() - started
  }

  /** The twin's file, its folder made. */
  private fileOf(page: TwinPage): string {
    const file = join(this.outDir, page.file)
    const folder = dirname(file)
    if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true })
    this.folders.add(folder)
    return file
  }
}
