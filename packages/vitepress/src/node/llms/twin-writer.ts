import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../../shared/page'
import { BackgroundWrites } from '../build/background-writes'
import { llmsFullPart } from './llms-txt'
import type { TwinLinks } from './page-markdown'
import { twinOfData, type TwinPage } from './twins'

// The browser build makes every generated page's data for its JSON file; a twin made from that
// same data costs no page data of its own (on GitHub's REST API, the example of each of its 969
// schemas was otherwise generated once more for its twin). Keeping the data until the twins were
// written would hold every page's data at once, so each twin is written as soon as its page's
// data is made, before the pages render. The writer keeps where each twin goes and the links
// between twins, never a model: llms-full.txt, written once the pages are rendered, reads the
// twins back from their files, and the render runs after the models are let go.

/** What the writer keeps of a twin: where it goes, not how it is made (that takes its model). */
type TwinFile = Pick<TwinPage, 'id' | 'spec' | 'file' | 'url'>

/** Writes a build's Markdown twins into its output folder, each once. */
export class TwinWriter {
  private readonly files: TwinFile[]
  private readonly byId: Map<string, TwinFile>
  private readonly written = new Set<string>()
  private readonly folders = new Set<string>()
  /** The twins go to disk beside the build's work (see background-writes.ts). */
  private readonly writes = new BackgroundWrites()
  /** Time spent making and writing twins and llms-full.txt so far, in ms. */
  ms = 0

  /** `links`: each spec's links between twins, by the spec's name. */
  constructor(
    pages: readonly TwinPage[],
    private readonly links: ReadonlyMap<string, TwinLinks>,
    private readonly outDir: string,
  ) {
    this.files = pages.map(({ id, spec, file, url }) => ({ id, spec, file, url }))
    this.byId = new Map(this.files.map((page) => [page.id, page]))
  }

  /** Writes the twin of the page `ref` names from the data just made for it, unless written. */
  fromData(ref: GeneratedPageRef, data: GeneratedPageData): void {
    const page = this.byId.get(pageRefId(ref))
    const links = page && this.links.get(page.spec)
    if (!page || !links || this.written.has(page.id)) return
    const started = performance.now()
    const markdown = twinOfData(data, links)
    if (markdown === undefined) return
    this.writes.write(this.fileOf(page), markdown)
    this.written.add(page.id)
    this.ms += performance.now() - started
  }

  /** Writes the twins of `pages` that no page data made (each makes its own from its model). */
  writeMissing(pages: readonly TwinPage[]): void {
    const started = performance.now()
    for (const page of pages)
      if (this.byId.has(page.id) && !this.written.has(page.id)) {
        this.writes.write(this.fileOf(page), page.markdown())
        this.written.add(page.id)
      }
    this.ms += performance.now() - started
  }

  /** Resolves once every twin asked for is on disk; rejects with the first write that failed. */
  flush(): Promise<void> {
    return this.writes.flush()
  }

  /** Writes llms-full.txt into `fullFile`: `head`, then every twin in the pages' order, read back. */
  async writeFull(fullFile: string, head: string): Promise<void> {
    await this.flush()
    const started = performance.now()
    // Written twin by twin: for GitHub's API it holds 17 MB of text.
    const file = openSync(fullFile, 'w')
    try {
      writeSync(file, head)
      for (const page of this.files)
        writeSync(file, llmsFullPart(page.url, readFileSync(join(this.outDir, page.file), 'utf8')))
    } finally {
      closeSync(file)
    }
    this.ms += performance.now() - started
  }

  /** The twin's file, its folder made. */
  private fileOf(page: TwinFile): string {
    const file = join(this.outDir, page.file)
    const folder = dirname(file)
    if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true })
    this.folders.add(folder)
    return file
  }
}
