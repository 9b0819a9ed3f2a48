import { createHash, type Hash } from 'node:crypto'
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
// A file holds `{"page": …}` (what the page shows) and, for a page whose module is its kind's
// shared module, `"pageData"` (VitePress's page data, which that module cannot carry). Such
// files are written in groups (a spec's pages), each file named after its page alone and the
// group's folder after a hash of all its files: the browser finds a page's file from its path
// and the group's folder (src/node/vitepress/page-modules.ts).

/** A data file's text: the page's data (JSON) and, for a shared module, VitePress's (JSON). */
export function dataFileText(page: string, pageData?: string): string {
  return pageData === undefined ? `{"page":${page}}` : `{"page":${page},"pageData":${pageData}}`
}

/** The page's data in a data file's text. */
export function pageOfDataFile(text: string): GeneratedPageData {
  return (JSON.parse(text) as { page: GeneratedPageData }).page
}

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
  /** Each group's digest of its files so far, by its folder's name. */
  private readonly groups = new Map<string, Hash>()
  /** Each group's folder under the assets folder, once published. */
  private readonly groupFolders = new Map<string, string>()

  /** `staging` is a folder of the build's own (emptied first); see `publish`. */
  constructor(private readonly staging: string) {}

  /**
   * Writes one page's data; returns its path under the assets folder. The name carries a hash of
   * the data, so that a changed page never meets an old file in a cache.
   */
  write(ref: GeneratedPageRef, data: string): string {
    const { spec, key } = ref
    this.start()
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

  /**
   * Writes one page's data into its group's folder as `name.json` (`name` may hold a subfolder);
   * the folder gets its name, with a hash of all its files, when published (`groupFolder`).
   */
  writeInGroup(ref: GeneratedPageRef, data: string, group: string, name: string): void {
    this.start()
    const folder = safe(group)
    let digest = this.groups.get(folder)
    if (!digest) this.groups.set(folder, (digest = createHash('sha256')))
    digest.update(name).update('\0').update(data).update('\0')
    const file = join(this.staging, folder, `${name}.json`)
    const parent = join(file, '..')
    if (!this.folders.has(parent)) mkdirSync(parent, { recursive: true })
    this.folders.add(parent)
    this.writes.write(file, data)
    this.files.set(pageRefId(ref), `\0${folder}/${name}.json`)
  }

  /** A group's folder under the assets folder, once published (`pages/<group>.<hash>`). */
  groupFolder(group: string): string | undefined {
    return this.groupFolders.get(safe(group))
  }

  private start(): void {
    if (this.started) return
    rmSync(this.staging, { recursive: true, force: true })
    this.folders.clear()
    this.files.clear()
    this.groups.clear()
    this.groupFolders.clear()
    this.published = undefined
    this.started = true
  }

  /** A page's file under the assets folder, its group's folder named (once published). */
  private pathOf(id: string): string | undefined {
    const path = this.files.get(id)
    if (path === undefined || !path.startsWith('\0')) return path
    const slash = path.indexOf('/')
    const folder = this.groupFolders.get(path.slice(1, slash))
    return folder === undefined ? undefined : `${folder}${path.slice(slash)}`
  }

  /** The data of a page whose file was written and published, read back from it. */
  read(ref: GeneratedPageRef): GeneratedPageData | undefined {
    const path = this.published === undefined ? undefined : this.pathOf(pageRefId(ref))
    if (path === undefined) return undefined
    return pageOfDataFile(readFileSync(join(this.published!, path), 'utf8'))
  }

  /** Where the published files are, for a reader in another thread; undefined before `publish`. */
  whereabouts(): { folder: string; files: Map<string, string> } | undefined {
    return this.published === undefined
      ? undefined
      : {
          folder: this.published,
          files: new Map([...this.files.keys()].map((id) => [id, this.pathOf(id)!])),
        }
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
    // Each group's folder named after all its files, so that a changed page never meets an old
    // file in a cache.
    for (const [folder, digest] of this.groups) {
      const named = `${folder}.${digest.digest('hex').slice(0, 10)}`
      renameSync(join(target, folder), join(target, named))
      this.groupFolders.set(folder, `${PAGE_DATA_FOLDER}/${named}`)
    }
    this.groups.clear()
    this.started = false
    this.published = assetsFolder
  }
}
