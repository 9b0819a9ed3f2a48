import { onUnmounted, shallowRef, type ShallowRef } from 'vue'
import type { DeviceClient, DevicePollEvent } from './device'
import { say, type OAuthMessage } from './messages'
import type { TokenResult } from './protocol'

/** What the panel shows while a device authorization waits for the reader's approval. */
export interface DeviceView {
  userCode: string
  verificationUri: string
  /** The verification URI when it is safe to link to (http or https). */
  link?: string
  /** `verification_uri_complete`, the page with the code filled in, when safe to link to. */
  completeLink?: string
  /** Milliseconds since the epoch. */
  expiresAt: number
  /** What the polling is doing. */
  note: OAuthMessage
}

/** What the panel does as the device flow goes on. */
export interface DeviceCallbacks {
  shown(): void
  keep(result: TokenResult): void
}

/** The device flow of one panel: start it, stop it, and what to show meanwhile. */
export interface UseDeviceFlowReturn {
  device: ShallowRef<DeviceView | undefined>
  /**
   * Runs the flow: calls `shown` once the user code is on screen and `keep` with the token; resolves
   * once a token was kept or the flow was stopped, rejects on failure.
   */
  run(client: DeviceClient, on: DeviceCallbacks): Promise<void>
  stop(): void
}

const device = () => import('./device')

function noteFor(event: DevicePollEvent | { kind: 'started'; interval: number }): OAuthMessage {
  switch (event.kind) {
    case 'slow_down':
      return say('slowDown', event.interval)
    case 'unreachable':
      return say('tokenEndpointSilent', event.message, event.interval)
    default:
      return say('waitingApproval', event.interval)
  }
}

/**
 * Runs the device authorization grant (RFC 8628) for a panel. The device code stays in memory:
 * leaving the page stops the polling, and only the token is kept (with the other credentials).
 */
export function useDeviceFlow(): UseDeviceFlowReturn {
  const view = shallowRef<DeviceView>()
  let controller: AbortController | undefined

  function stop(): void {
    controller?.abort()
    controller = undefined
    view.value = undefined
  }

  async function run(client: DeviceClient, on: DeviceCallbacks): Promise<void> {
    stop()
    const own = new AbortController()
    controller = own
    const lib = await device()
    const started = await lib.startDeviceAuthorization(client)
    if (own.signal.aborted) return
    const link = lib.safeLink(started.verificationUri)
    const completeLink = lib.safeLink(started.verificationUriComplete)
    view.value = {
      userCode: started.userCode,
      verificationUri: started.verificationUri,
      ...(link ? { link } : {}),
      ...(completeLink ? { completeLink } : {}),
      expiresAt: Date.now() + started.expiresIn * 1000,
      note: noteFor({ kind: 'started', interval: started.interval }),
    }
    on.shown()
    try {
      const result = await lib.pollDeviceToken(client, started, {
        signal: own.signal,
        onPoll: (event) => {
          if (view.value) view.value = { ...view.value, note: noteFor(event) }
        },
      })
      on.keep(result)
    } catch (error) {
      // Stopped by the reader, by a new run, or by leaving the page: nothing to report.
      if (own.signal.aborted) return
      throw error
    } finally {
      if (controller === own) {
        controller = undefined
        view.value = undefined
      }
    }
  }

  onUnmounted(stop)
  return { device: view, run, stop }
}
