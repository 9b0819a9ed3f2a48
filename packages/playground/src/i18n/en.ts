// The playground's English messages: the source every other catalog (locales/) follows key for
// key. A message with parameters is a small function, so a language orders the words its own way.
// In parts, so that an app loads up front only the request form's words, and each panel's with it;
// the notes of a built request are core's own English (core/request/notes.ts), with the builder.
import { enRequestNotes } from '../core/request/notes'
import { enAuth } from './en-auth'
import { enForm } from './en-form'
import { enPanels } from './en-panels'

/** English: the default catalog, and the shape of every other one. */
export const en = { ...enForm, ...enAuth, ...enPanels, ...enRequestNotes }

/** Every message of the playground; each language's catalog has exactly these keys. */
export type PlaygroundMessages = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K]
}

/** Some messages: a language's whole catalog, or a few to override. */
export type PartialMessages = Partial<PlaygroundMessages>
