import type { OperationMethod, OperationModel } from '../../../shared/model'
import { renderMarkdown } from '../../markdown/render'
import { callbacks } from './callbacks'
import { codeSamples, externalDocs } from './extensions'
import { parameters, requestBody, responses, type OperationContext } from './parts'
import { securityRequirements } from './security'
import { servers as toServers } from './servers'

export type { OperationContext } from './parts'

type Raw = Record<string, unknown>

/** Normalizes one operation of a path item (path-level parameters and servers included). */
export function toOperation(
  ids: { id: string; operationId: string; slug: string },
  method: OperationMethod,
  path: string,
  pathItem: Raw,
  raw: Raw,
  context: OperationContext,
): OperationModel {
  const operation: OperationModel = {
    ...ids,
    method,
    path,
    tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
    deprecated: raw.deprecated === true,
    parameters: parameters(pathItem.parameters, raw.parameters, context),
    responses: responses(raw.responses, context),
    security:
      raw.security === undefined ? context.documentSecurity : securityRequirements(raw.security),
    servers: raw.servers
      ? toServers(raw.servers)
      : pathItem.servers
        ? toServers(pathItem.servers)
        : context.documentServers,
  }
  if (typeof raw.summary === 'string' && raw.summary.trim()) operation.summary = raw.summary.trim()
  const description = renderMarkdown(
    (raw.description ?? pathItem.description) as string | undefined,
  )
  if (description) operation.description = description
  if (raw.requestBody) operation.requestBody = requestBody(raw.requestBody, context)
  const calls = callbacks(raw.callbacks, context)
  if (calls) operation.callbacks = calls
  const samples = codeSamples(raw)
  if (samples) operation.codeSamples = samples
  const docs = externalDocs(raw.externalDocs)
  if (docs) operation.externalDocs = docs
  return operation
}
