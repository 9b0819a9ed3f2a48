// What ApiResponse shows of a request runner's state. VueApiPlayground uses it, and so can a
// custom layout built from ApiRequest, ApiResponse and useApiRequest (docs/guide/custom-layouts.md).
import type { RunnerState } from '../../core/response/runner-state'
import type { ApiResponseProps } from './types'

/**
 * Maps a request runner's state (`useApiRequest().state`) to the props of `ApiResponse`, to bind
 * with `v-bind`: the body as it arrives, the events of a stream, the error, and the request for
 * the cURL button. The heading tag is left to the caller.
 */
export function toApiResponseProps(state: RunnerState): Omit<ApiResponseProps, 'headingTag'> {
  const { response, head, bodyText, events, error, request, status } = state
  // Events that arrived before a Stop stay on screen beside the abort message.
  const isStream = status === 'streaming' || response?.kind === 'event-stream' || events.length > 0
  return {
    // A text or JSON body shows from its first chunk while the rest downloads.
    receiving: !isStream && !response && bodyText?.complete === false,
    streaming: status === 'streaming',
    status: response?.status ?? head?.status ?? null,
    time: response?.durationMs ?? null,
    headers: response?.headers ?? head?.headers ?? null,
    // A body shows from its text while it arrives, and a large JSON one while it is parsed.
    body: isStream ? events : (response?.body ?? bodyText?.text ?? null),
    kind: isStream ? 'event-stream' : (response?.kind ?? bodyText?.kind),
    size: response?.size ?? bodyText?.size ?? null,
    text: response?.text ?? bodyText?.text ?? null,
    error: error?.error ?? null,
    request: request
      ? {
          url: request.url,
          method: request.method,
          headers: request.headers,
          // toCurl writes a string body; FormData and binary bodies are left out of the command.
          body: typeof request.body === 'string' ? request.body : undefined,
        }
      : undefined,
  }
}
