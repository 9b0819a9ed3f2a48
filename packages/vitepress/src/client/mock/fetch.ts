import type { OperationPageData } from '../../shared/model'
import { enProblems } from '../i18n/en/problems'
import { word } from '../i18n/message'
import { challenges, unmetSecurity } from '../security/satisfied'
import { mockAnswer, unauthorizedAnswer } from './respond'
import { mockState } from './state'
import { validateRequest } from './validate'

/** The pause before each item of a mocked stream, in ms: long enough to watch them arrive. */
export const ITEM_DELAY_MS = 400

/**
 * Answers a request to an operation from its description, as `fetch` would answer it from the
 * server: the request is checked (the problems go to the operation's mock state) and the answer
 * is the response and example the reader picked. Nothing leaves the page.
 */
export async function mockFetch(
  page: OperationPageData,
  input: RequestInfo | URL,
  init: RequestInit = {},
  delay = ITEM_DELAY_MS,
): Promise<Response> {
  const { signal } = init
  signal?.throwIfAborted()
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const method = (init.method ?? 'GET').toUpperCase()
  const headers = Object.fromEntries(new Headers(init.headers).entries())
  const state = mockState(page.operation.id)
  const problems = validateRequest(page, { url, method, headers, body: init.body ?? null })
  // A server checks credentials first: with none it accepts, it answers 401 whatever was picked.
  const denied = unmetSecurity(page, { url, headers })
  state.problems = denied ? [denied, ...problems] : problems
  state.unauthorized = denied !== undefined
  const answer = denied
    ? // The answer's body is a server's, in English as most are; the panel words the problem.
      unauthorizedAnswer(page, word(enProblems, denied), challenges(page), method)
    : mockAnswer(page, state.choice, method)
  // The Fetch Standard's Response constructor takes 200 to 599 only.
  if (answer.status < 200)
    throw new TypeError(
      `A mock cannot answer ${answer.status}: a browser's Response takes statuses from 200 to 599.`,
    )
  const responseInit = { status: answer.status, headers: answer.headers }
  if (!answer.items) return new Response(answer.body, responseInit)
  return new Response(itemStream(answer.items, delay, signal), responseInit)
}

/** A body that gives one item after each pause, and stops when the request is aborted. */
export function itemStream(
  items: readonly string[],
  delay: number,
  signal?: AbortSignal | null,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        signal?.addEventListener(
          'abort',
          () => {
            stopped = true
            clearTimeout(timer)
            controller.error(signal.reason ?? new DOMException('Aborted', 'AbortError'))
          },
          { once: true },
        )
      },
      pull(controller) {
        return new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            resolve()
            if (stopped) return
            const item = items[index++]
            if (item !== undefined) controller.enqueue(encoder.encode(item))
            if (index >= items.length) {
              stopped = true
              controller.close()
            }
          }, delay)
        })
      },
    },
    // One item at a time: the next pause starts once the reader has taken the last item.
    { highWaterMark: 0 },
  )
}
