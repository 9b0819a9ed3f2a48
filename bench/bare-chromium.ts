// Chromium driven over its own DevTools pipe with no domain enabled but Page and Runtime, for the
// timings of what a user's browser does. Playwright enables the Network domain on every page:
// DevTools then keeps a copy of each response body and, for fetch(), decodes it as text on the
// page's main thread when it ends (ResponseBodyLoader::DidFinishLoadingBody: 130 ms for 5 MB in a
// trace). That is work no user's page does, and it lands in the very figures measured here.
import { spawn, type ChildProcess } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser'

type Params = Record<string, unknown>
interface Reply {
  id?: number
  method?: string
  sessionId?: string
  params?: Params
  result?: Params
  error?: { message: string }
}

/** One message channel to Chromium (`--remote-debugging-pipe`: JSON messages ended by NUL). */
class Pipe {
  private nextId = 0
  private readonly waiting = new Map<
    number,
    { resolve: (r: Params) => void; reject: (e: Error) => void }
  >()
  private readonly listeners = new Set<(reply: Reply) => void>()
  private buffered = ''

  constructor(
    private readonly output: Writable,
    input: Readable,
  ) {
    input.setEncoding('utf8')
    input.on('data', (data: string) => {
      const parts = (this.buffered + data).split('\0')
      this.buffered = parts.pop() ?? ''
      for (const part of parts) this.receive(JSON.parse(part) as Reply)
    })
  }

  private receive(reply: Reply): void {
    if (reply.id !== undefined) {
      const waiter = this.waiting.get(reply.id)
      this.waiting.delete(reply.id)
      if (reply.error) waiter?.reject(new Error(reply.error.message))
      else waiter?.resolve(reply.result ?? {})
    } else for (const listener of this.listeners) listener(reply)
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = ++this.nextId
    this.output.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }))
  }

  /** The next event `method` of `sessionId`. */
  once(method: string, sessionId: string): Promise<Params> {
    return new Promise((resolve) => {
      const listener = (reply: Reply) => {
        if (reply.method !== method || reply.sessionId !== sessionId) return
        this.listeners.delete(listener)
        resolve(reply.params ?? {})
      }
      this.listeners.add(listener)
    })
  }
}

/** A tab in its own browser context (fresh storage and cache, like a new Playwright context). */
export interface BarePage {
  /** Runs `source` in every document before its own scripts. */
  addInitScript(source: string): Promise<void>
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>
  /** Evaluates an expression (awaiting a promise) and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>
  /** Waits until `selector` matches an element. */
  waitForSelector(selector: string, timeout?: number): Promise<void>
  /** A real mouse click (pressed and released) at the centre of the element. */
  click(selector: string): Promise<void>
  close(): Promise<void>
}

/** Chromium with no DevTools domain enabled beyond what `BarePage` needs. */
export interface BareBrowser {
  newPage(viewport: { width: number; height: number }): Promise<BarePage>
  close(): Promise<void>
}

/** Launches headless Chromium with the sandbox flags of `e2e/browser.ts`. */
export async function launchBareChromium(): Promise<BareBrowser> {
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    ['--headless', ...CHROMIUM_ARGS, '--remote-debugging-pipe', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const pipe = new Pipe(child.stdio[3] as Writable, child.stdio[4] as Readable)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await pipe.send('Browser.getVersion')

  return {
    async newPage({ width, height }) {
      const { browserContextId } = await pipe.send('Target.createBrowserContext')
      const { targetId } = await pipe.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      })
      const { sessionId } = (await pipe.send('Target.attachToTarget', {
        targetId,
        flatten: true,
      })) as { sessionId: string }
      const send = (method: string, params?: Params) => pipe.send(method, params, sessionId)
      await send('Page.enable')
      await send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: 1,
        mobile: false,
      })
      const evaluate = async <T>(expression: string): Promise<T> => {
        const reply = (await send('Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } }
        if (reply.exceptionDetails)
          throw new Error(reply.exceptionDetails.exception?.description ?? 'evaluation failed')
        return reply.result.value
      }
      return {
        async addInitScript(source) {
          await send('Page.addScriptToEvaluateOnNewDocument', { source })
        },
        async goto(url) {
          const loaded = pipe.once('Page.loadEventFired', sessionId)
          await send('Page.navigate', { url })
          await loaded
        },
        evaluate,
        async waitForSelector(selector, timeout = 30_000) {
          await evaluate(`new Promise((resolve, reject) => {
            const started = performance.now()
            const look = () => document.querySelector(${JSON.stringify(selector)}) ? resolve(true)
              : performance.now() - started > ${timeout} ? reject(new Error('No ' + ${JSON.stringify(selector)}))
              : requestAnimationFrame(look)
            look()
          })`)
        },
        async click(selector) {
          const { x, y } = await evaluate<{ x: number; y: number }>(`(() => {
            const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect()
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
          })()`)
          const mouse = { x, y, button: 'left', clickCount: 1 }
          await send('Input.dispatchMouseEvent', { ...mouse, type: 'mousePressed' })
          await send('Input.dispatchMouseEvent', { ...mouse, type: 'mouseReleased' })
        },
        async close() {
          await pipe.send('Target.disposeBrowserContext', { browserContextId })
        },
      }
    },
    async close() {
      await pipe.send('Browser.close').catch(() => {})
      await exited
    },
  }
}
