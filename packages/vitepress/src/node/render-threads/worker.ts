// A render thread: imports the server bundle's entry and renders the pages it is sent, reading
// their data from the data files (as the build process does; see context.ts `serverPageData`).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { pageRefId, type GeneratedPageRef } from '../../shared/page'
import { SERVER_PAGES } from '../../shared/virtual'
import { pageOfDataFile } from '../build/page-data-files'
import { RenderCollections } from '../build/render-collections'
import type { Render } from '../vitepress/render-entry'
import type { RenderReply, RenderRequest, WorkerInput } from './messages'
import { cloneableContext } from './transfer'

const { entry, pageFiles } = workerData as WorkerInput
;(globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_PAGES)] = (ref: GeneratedPageRef) => {
  const file = pageFiles.files.get(pageRefId(ref))
  return file === undefined
    ? undefined
    : pageOfDataFile(readFileSync(join(pageFiles.folder, file), 'utf8'))
}

const app = import(entry) as Promise<{ render: Render }>
const collections = new RenderCollections()

parentPort!.on('message', ({ id, path }: RenderRequest) => {
  void app
    .then(({ render }) => render(path))
    .then(
      (context): RenderReply => ({ id, ...cloneableContext(context) }),
      (error: unknown): RenderReply => ({ id, error: describe(error) }),
    )
    .then((reply) => {
      collections.pageRendered()
      parentPort!.postMessage(reply)
    })
})

function describe(error: unknown): { message: string; stack?: string } {
  return error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error) }
}
