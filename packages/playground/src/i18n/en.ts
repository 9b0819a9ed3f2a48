// The playground's English messages: the source every other catalog (locales/) follows key for
// key. A message with parameters is a small function, so a language orders the words its own way.
// In parts, so that an app loads up front only the request form's words, and each panel's with it.
// The notes of a built request are core's own English (core/request/notes.ts, the builder's
// default): a type here only, since that module is reachable from the main entry (buildRequest),
// and VitePress would put it, words and all, in its up-front theme chunk if this imported it.
import type { RequestNoteWords } from '../core/request/notes'
import { enAuth } from './en-auth'
import { enForm } from './en-form'
import { enPanels } from './en-panels'

/** English: the default catalog, and the shape of every other one. */
export const en = { ...enForm, ...enAuth, ...enPanels }

/** Every message of the playground; each language's catalog has exactly these keys. */
export type PlaygroundMessages = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K]
}

/** A shipped language's whole catalog: every message, and the notes of a built request. */
export type PlaygroundCatalog = PlaygroundMessages & RequestNoteWords

/** Some messages: a language's whole catalog, or a few to override. */
export type PartialMessages = Partial<PlaygroundCatalog>
