import type { OperationModel } from '../../shared/model'
import { canTry } from './tryit'

/**
 * The place an operation's try-it takes before the browser makes it, as CSS variables that
 * `tryit.css` turns into a height: its fields (parameters other than cookies, which a browser
 * cannot send) and whether it has a body. A method the panel cannot send has neither.
 */
export function tryItRoom(operation: OperationModel): Record<string, string> {
  const sendable = canTry(operation.method)
  const fields = sendable ? operation.parameters.filter((p) => p.in !== 'cookie').length : 0
  return {
    '--vpad-tryit-fields': String(fields),
    '--vpad-tryit-body': sendable && operation.requestBody ? '1' : '0',
  }
}
