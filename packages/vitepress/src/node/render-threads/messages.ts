// What the build process and its render threads tell each other (pool.ts, worker.ts).

/** What a render thread starts with. */
export interface WorkerInput {
  /** The file URL of the server bundle's entry (`.temp/app.js`). */
  entry: string
  /** Where the browser build published the pages' data files (see page-data-files.ts). */
  pageFiles: { folder: string; files: Map<string, string> }
}

/** Render the page at this route path (`/graph/users-list`). */
export interface RenderRequest {
  id: number
  path: string
}

/** A rendered page: VitePress's render context, its sets as arrays. */
export interface RenderedPage {
  id: number
  context: Record<string, unknown>
  /** The keys of `context` that were sets. */
  sets: string[]
}

/** A page whose render threw. */
export interface RenderFailure {
  id: number
  error: { message: string; stack?: string }
}

/** What a render thread answers. */
export type RenderReply = RenderedPage | RenderFailure
