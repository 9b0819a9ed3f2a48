import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../../shared/page'
import { BackgroundWrites } from '../build/background-writes'
import { fullTextParts, partFileNames, type PartHead } from './full-text-parts'
import { llmsFullPart } from './llms-txt'
import type { TwinLinks } from './page-markdown'
import type { TwinThread } from './thread/twin-thread'
import { linksOf, twinOfData, type TwinLinkFacts, type TwinPage } from './twins'

// The browser build makes every generated page's data for its JSON file; a twin made from that
// same data costs no page data of its own (on GitHub's REST API, the example of each of its 969
// schemas was otherwise generated once more for its twin). Keeping the data until the twins were
// written would hold every page's data at once, so each twin is written as soon as its page's
// data is made, before the pages render: in a thread of its own when the build has one
// (thread/twin-thread.ts). The writer keeps where each twin goes and the links
// between twins, never a model: each spec's llms-full.txt reads the twins back from their files.

/** A spec's full text to write: under which folder of the output, with what heading. */
export interface FullTextSpec {
  name: string
  /** The folder of its files under the output folder, `/`-separated (`github`, `a/b`). */
  folder: string
  head: PartHead
}

/** A spec's full text as written: its files under the output folder, or its size if left out. */
export type WrittenFullText = { files: string[] } | { leftOut: number }

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
  private readonly links: ReadonlyMap<string, TwinLinks>
  /** Time spent making and writing twins and full texts so far, in ms (on this thread). */
  ms = 0

  /**
   * `links`: what each spec's links between twins are made of, by the spec's name; `outDir`:
   * where twins go; `thread`: where twins made from pages' data are made, if not on this thread.
   */
  constructor(
    pages: readonly TwinPage[],
    links: ReadonlyMap<string, TwinLinkFacts>,
    private readonly outDir: string,
    private thread?: TwinThread,
  ) {
    this.files = pages.map(({ id, spec, file, url }) => ({ id, spec, file, url }))
    this.byId = new Map(this.files.map((page) => [page.id, page]))
    this.links = new Map([...links].map(([spec, facts]) => [spec, linksOf(facts)]))
  }

  /** Writes the twin of the page `ref` names from the data just made for it, unless written. */
  fromData(ref: GeneratedPageRef, data: GeneratedPageData): void {
    const page = this.byId.get(pageRefId(ref))
    const links = page && this.links.get(page.spec)
    if (!page || !links || this.written.has(page.id)) return
    const started = performance.now()
    if (this.thread) this.thread.write(join(this.outDir, page.file), page.spec, data)
    else {
      const markdown = twinOfData(data, links)
      if (markdown === undefined) return
      this.writes.write(this.fileOf(page), markdown)
    }
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
  async flush(): Promise<void> {
    const thread = this.thread
    if (thread) {
      // Its work is done: what follows (twins no data made, full texts) is done here.
      this.thread = undefined
      try {
        await thread.flush()
      } finally {
        await thread.stop()
      }
    }
    await this.writes.flush()
  }

  /** Stops the twins' thread, if any, without waiting for its work (a build that stopped). */
  async stop(): Promise<void> {
    await this.thread?.stop()
    this.thread = undefined
  }

  /**
   * Writes each spec's full text into its folder of `outDir`: its heading, then its twins in the
   * pages' order, read back, in parts of at most `partBytes` (full-text-parts.ts); a text of more
   * than `maxBytes` is left out.
   */
  async writeFullTexts(
    specs: readonly FullTextSpec[],
    outDir: string,
    { partBytes, maxBytes }: { partBytes: number; maxBytes: number },
  ): Promise<Map<string, WrittenFullText>> {
    await this.flush()
    const started = performance.now()
    const written = new Map<string, WrittenFullText>()
    for (const spec of specs) {
      const pages = this.files.filter((page) => page.spec === spec.name)
      const twin = (page: TwinFile) => join(this.outDir, page.file)
      // Its size from the twins' files, before anything is read: Graph's beta holds 300 MB.
      const size = pages.reduce(
        (sum, page) =>
          sum + statSync(twin(page)).size + Buffer.byteLength(llmsFullPart(page.url, '')),
        Buffer.byteLength(spec.head(1)),
      )
      if (size > maxBytes) {
        written.set(spec.name, { leftOut: size })
        continue
      }
      const folder = join(outDir, spec.folder)
      mkdirSync(folder, { recursive: true })
      // One part in memory at a time; numbered until it is known whether there is a second.
      const texts = (function* () {
        for (const page of pages) yield llmsFullPart(page.url, readFileSync(twin(page), 'utf8'))
      })()
      let count = 0
      for (const part of fullTextParts(texts, partBytes, spec.head))
        writeFileSync(join(folder, `llms-full-${++count}.txt`), part)
      if (count === 1) renameSync(join(folder, 'llms-full-1.txt'), join(folder, 'llms-full.txt'))
      const prefix = spec.folder ? `${spec.folder}/` : ''
      written.set(spec.name, { files: partFileNames(count).map((name) => prefix + name) })
    }
    this.ms += performance.now() - started
    return written
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
