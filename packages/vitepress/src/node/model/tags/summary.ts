import type { OperationSummary } from '../../../shared/model'

/** The one-line form of an operation that lists and the sidebar show. */
export function summarize(operation: OperationSummary): OperationSummary {
  const { id, slug, method, path, summary, deprecated, webhook } = operation
  const line: OperationSummary = summary
    ? { id, slug, method, path, summary, deprecated }
    : { id, slug, method, path, deprecated }
  if (webhook) line.webhook = true
  return line
}
