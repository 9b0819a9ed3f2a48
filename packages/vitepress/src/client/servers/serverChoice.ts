import { reactive } from 'vue'
import { stateSpec } from '../specState'

/** What the reader chose for one spec's servers, shared by its try-it panels and code samples. */
export interface ServerChoice {
  /** The chosen server, by its URL as described (its template); the first when unset. */
  server?: string
  /** Values of server variables, by `variableKey` (server template and variable name). */
  values: Record<string, string>
  /** The base URL the reader typed where the description names no server. */
  custom?: string
  /** Mock picked (true) or left (false): answers come from the description, nothing is sent. */
  mock?: boolean
}

// Per spec name, for the browser session's page views (VitePress navigates without reloading):
// an operation page opened after a choice starts from it, like credentials do, on a locale's copy
// of the spec too (`stateSpec`, ../specState.ts). Not stored: a
// reload starts from the description again. On the server it stays empty (nothing writes it).
const choices = reactive<Record<string, ServerChoice>>({})
const EMPTY: Readonly<ServerChoice> = Object.freeze({ values: Object.freeze({}) })

/** The reader's server choice for a spec; empty until they change something. */
export function getServerChoice(spec: string): Readonly<ServerChoice> {
  return choices[stateSpec(spec)] ?? EMPTY
}

/** Changes the reader's server choice for a spec; every panel and sample of the spec follows. */
export function updateServerChoice(spec: string, change: (choice: ServerChoice) => void): void {
  change((choices[stateSpec(spec)] ??= { values: {} }))
}
