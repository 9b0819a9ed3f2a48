import type { GeneratedPageData } from '../../../shared/page'
import type { TwinLinkFacts } from '../twins'

/** What a twin thread starts with: each spec's links, and the counter of twins it has written. */
export interface TwinThreadInput {
  links: Record<string, TwinLinkFacts>
  /** One 32-bit counter: twins handled so far (written or failed), for the build's back-pressure. */
  done: SharedArrayBuffer
}

/** To a twin thread: write the twin made of a page's data into `file` (absolute). */
export interface TwinRequest {
  file: string
  spec: string
  data: GeneratedPageData
}

/** To a twin thread: answer once every twin asked for is on disk. */
export interface FlushRequest {
  flush: true
}

/** From a twin thread, to a flush: the first twin that failed, if one did. */
export interface FlushReply {
  error?: string
}
