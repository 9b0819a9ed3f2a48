import { describe, expect, it } from 'vitest'
import { initialRunnerState, type RunnerState } from '../../core/response/runner-state'
import { toApiResponseProps } from './responseProps'

const state = (patch: Partial<RunnerState>): RunnerState => ({ ...initialRunnerState(), ...patch })
const head = { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' } }
const sent = {
  url: 'https://api.example.com/items',
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{"a":1}',
}

describe('toApiResponseProps', () => {
  it('shows nothing before the first request', () => {
    expect(toApiResponseProps(initialRunnerState())).toEqual({
      receiving: false,
      streaming: false,
      status: null,
      time: null,
      headers: null,
      body: null,
      kind: undefined,
      size: null,
      text: null,
      error: null,
      request: undefined,
    })
  })

  it('shows a whole response with the request for the cURL button', () => {
    const props = toApiResponseProps(
      state({
        request: sent,
        head,
        response: {
          ...head,
          body: { a: 1 },
          text: '{"a":1}',
          kind: 'json',
          size: 7,
          durationMs: 42,
        },
      }),
    )
    expect(props).toMatchObject({
      receiving: false,
      status: 200,
      time: 42,
      headers: head.headers,
      body: { a: 1 },
      kind: 'json',
      size: 7,
      text: '{"a":1}',
      request: sent,
    })
  })

  it('shows the beginning of a body still arriving, with status and headers from the head', () => {
    const props = toApiResponseProps(
      state({
        status: 'receiving',
        head,
        bodyText: { kind: 'json', text: '[{"id":1},', size: 10, complete: false },
      }),
    )
    expect(props).toMatchObject({
      receiving: true,
      status: 200,
      time: null,
      headers: head.headers,
      body: '[{"id":1},',
      kind: 'json',
      size: 10,
    })
  })

  it('shows the events of a stream, and keeps them after a Stop beside the error', () => {
    const events = [{ event: 'message', data: 'one' }]
    expect(toApiResponseProps(state({ status: 'streaming', head, events }))).toMatchObject({
      streaming: true,
      receiving: false,
      body: events,
      kind: 'event-stream',
    })
    const error = new DOMException('The user aborted a request.', 'AbortError')
    const stopped = toApiResponseProps(
      state({ status: 'idle', head, events, error: { error, durationMs: 5 } }),
    )
    expect(stopped).toMatchObject({ streaming: false, body: events, kind: 'event-stream', error })
  })

  it('leaves a body that is not a string out of the cURL request', () => {
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.txt')
    const { request } = toApiResponseProps(state({ request: { ...sent, body: form } }))
    expect(request).toEqual({ ...sent, body: undefined })
  })
})
