import type { CallbackModel } from '../../../shared/model'
import { renderMarkdown } from '../../markdown/render'
import { isInternal } from '../internal'
import { pathItemOperations } from '../methods'
import { parameters, requestBody, responses, type OperationContext } from './parts'

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * An operation's `callbacks` (OpenAPI 3.1, 4.8.18): each callback name maps to expressions
 * such as `{$request.body#/callbackUrl}`, each to a path item whose operations are the requests
 * the API sends there. One entry per name, expression and method, in the description's order;
 * hidden ones (`x-internal`) are left out like hidden operations.
 */
export function callbacks(raw: unknown, context: OperationContext): CallbackModel[] | undefined {
  if (!isObject(raw)) return undefined
  const out: CallbackModel[] = []
  for (const [name, value] of Object.entries(raw)) {
    const callback = context.refs.deref(value as Raw)
    if (!isObject(callback) || isInternal(callback)) continue
    for (const [expression, item] of Object.entries(callback)) {
      if (expression.startsWith('x-')) continue
      const pathItem = context.refs.deref(item as Raw)
      if (!isObject(pathItem) || isInternal(pathItem)) continue
      for (const [method, operation] of pathItemOperations(pathItem)) {
        if (isInternal(operation)) continue
        const model: CallbackModel = {
          name,
          expression,
          method,
          parameters: parameters(pathItem.parameters, operation.parameters, context),
          responses: responses(operation.responses, context),
        }
        if (typeof operation.summary === 'string' && operation.summary.trim())
          model.summary = operation.summary.trim()
        const description = renderMarkdown(
          (operation.description ?? pathItem.description) as string | undefined,
        )
        if (description) model.description = description
        if (operation.requestBody) model.requestBody = requestBody(operation.requestBody, context)
        out.push(model)
      }
    }
  }
  return out.length ? out : undefined
}
