// One name per operation, wherever it is shown: its page's heading and `<title>`, its sidebar
// line, its search result, its Markdown twin. The method is not part of it: the sidebar and the
// page show it beside the name, as a badge. Without a summary (Stripe's and Kubernetes'
// descriptions have none) the name is the path, which says what the operation acts on; the
// operation id (`GetCharges`, `listCoreV1NamespacedPod`) is an identifier, shown as one.

/** The name of an operation: its summary, else its path; a webhook's is its name (`path`). */
export function operationTitle(operation: {
  summary?: string
  path: string
  webhook?: boolean
}): string {
  return operation.webhook ? operation.path : (operation.summary ?? operation.path)
}
