// A twin thread: makes the Markdown twin of each page whose data it is sent and writes it (see
// twin-thread.ts). Nothing else runs here, so the files are written as they are made.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { linksOf, twinOfData } from '../twins'
import type { FlushReply, FlushRequest, TwinRequest, TwinThreadInput } from './messages'

const input = workerData as TwinThreadInput
const links = new Map(Object.entries(input.links).map(([spec, facts]) => [spec, linksOf(facts)]))
const done = new Int32Array(input.done)
const folders = new Set<string>()
let failure: string | undefined

function write({ file, spec, data }: TwinRequest): void {
  const specLinks = links.get(spec)
  if (!specLinks) throw new Error(`no links for the spec ${spec}`)
  const markdown = twinOfData(data, specLinks)
  if (markdown === undefined) return
  const folder = dirname(file)
  if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
  folders.add(folder)
  writeFileSync(file, markdown)
}

parentPort!.on('message', (message: TwinRequest | FlushRequest) => {
  if ('flush' in message) {
    const reply: FlushReply = failure === undefined ? {} : { error: failure }
    parentPort!.postMessage(reply)
    return
  }
  try {
    write(message)
  } catch (error) {
    failure ??= `writing ${message.file} failed: ${error instanceof Error ? error.message : String(error)}`
  }
  Atomics.add(done, 0, 1)
  Atomics.notify(done, 0)
})
