import { reactive } from 'vue'
import type { Problem } from '../checks/problem'
import type { MockChoice } from './respond'

/** What one operation's mock keeps between sends: the reader's picks and the last check. */
export interface MockState {
  /** The response and example the reader picked. */
  choice: MockChoice
  /** What the last request sent got wrong against the description; null before the first. */
  problems: Problem[] | null
  /** The last request met none of the security requirements: the mock answered 401. */
  unauthorized?: boolean
}

// Per operation id, for the browser session's page views, like the server choice: a page opened
// again shows the picks it had. Plain map of reactive entries: reading one never writes.
const states = new Map<string, MockState>()

/** The mock state of an operation (`OperationModel.id`), made on first use. */
export function mockState(operation: string): MockState {
  let state = states.get(operation)
  if (!state) states.set(operation, (state = reactive({ choice: {}, problems: null })))
  return state
}
