import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../../shared/page'
import { BackgroundWrites } from './background-writes'

// A build's generated pages fetch their data from JSON files. Emitted as Rollup assets, every
// file's text stayed in memory until the bundle was written: 1.2 GB for Microsoft Graph's v1.0
// and beta (42,561 pages), which ran the build out of Node's default heap. So each file is
// written to disk as its page module is made, then moved beside the bundle once it is written.
// The server render reads each page's data back from its file: what the browser shows is what
// the HTML was rendered from, and the render needs no spec model (Graph's held 1.5 GB).

/** The folder, under the client bundle's assets folder, that holds the pages' data files. */
export const PAGE_DATA_FOLDER = 'pages'

/** A name part that is safe in a URL and a file name on every system. */
const safe = (part: string) => part.replace(/[^\w.-]/g, '_')

/** The data files of one build's generated pages, written as they are made. */
export class PageDataFiles {
  private started = false
  private readonly folders = new Set<string>()
  /** Each page's file under the assets folder, by `pageRefId`. */
  private readonly files = new Map<string, string>()
  /** The assets folder the files were last published into. */
  private published: string | undefined
  private readonly writes = new BackgroundWrites()

  /** `staging` is a folder of the build's own (emptied first); see `publish`. */
  constructor(private readonly staging: string) {}

  /**
   * Writes one page's data; returns its path under the assets folder. The name carries a hash of
   * the data, so that a changed page never meets an old file in a cache.
   */
  write(ref: GeneratedPageRef, data: string): string {
    const { spec, key } = ref
    if (!this.started) {
      rmSync(this.staging, { recursive: true, force: true })
      this.folders.clear()
      this.files.clear()
      this.published = undefined
      this.started = true
    }
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
    const folder = join(this.staging, safe(spec))
    if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true })
    this.folders.add(folder)
    const name = `${safe(key)}.${hash}.json`
    // A few at a time, beside the build's work (see background-writes.ts).
    this.writes.write(join(folder, name), data)
    const path = `${PAGE_DATA_FOLDER}/${safe(spec)}/${name}`
    this.files.set(pageRefId(ref), path)
    return path
  }

  /** The data of a page whose file was written and published, read back from it. */
  read(ref: GeneratedPageRef): GeneratedPageData | undefined {
    const path = this.published === undefined ? undefined : this.files.get(pageRefId(ref))
    if (path === undefined) return undefined
    return JSON.parse(readFileSync(join(this.published!, path), 'utf8')) as GeneratedPageData
  }

  /** Where the published files are, for a reader in another thread; undefined before `publish`. */
  whereabouts(): { folder: string; files: Map<string, string> } | undefined {
    return this.published === undefined
      ? undefined
      : { folder: this.published, files: new Map(this.files) }
  }

  /** Moves the files written so far into `assetsFolder` (once the bundle is written there). */
  async publish(assetsFolder: string): Promise<void> {
    if (!this.started) return
    await this.writes.flush()
    const target = join(assetsFolder, PAGE_DATA_FOLDER)
    rmSync(target, { recursive: true, force: true })
    mkdirSync(assetsFolder, { recursive: true })
    try {
      renameSync(this.staging, target)
    } catch {
      // Another device (a cache folder mounted apart): copy instead.
      cpSync(this.staging, target, { recursive: true })
      rmSync(this.staging, { recursive: true, force: true })
    }
    this.started = false
    this.published = assetsFolder
  }
}
