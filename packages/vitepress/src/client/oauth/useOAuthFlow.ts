import { computed, onMounted, onUnmounted, ref, shallowRef, type Ref } from 'vue'
import { withBase } from 'vitepress'
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import { OAUTH_REDIRECT_PAGE } from '../../shared/links'
import { OAUTH_CHANNEL, type OAuthCallbackMessage } from '../../shared/oauth'
import {
  getCredential,
  setOAuthClient,
  setOAuthToken,
  type OAuthClientSettings,
} from '../security/credentials'
import { stateSpec } from '../specState'
import {
  flowChoices,
  missingEndpoints,
  redirectUri,
  requiredScopes,
  scopesToRequest,
} from './flows'
import type { OAuthFlowChoice, OAuthFlowKind } from './flows'
import { say, type OAuthMessage } from './messages'
import { savePending, takePending, takeReturnedAnswer, type PendingAuthorization } from './pending'
import type { OAuthFailure, ServerMetadata, TokenResult } from './protocol'
import { useDeviceFlow, type DeviceView } from './useDeviceFlow'

/** What the panel says it is doing. */
export type OAuthStatus =
  | { kind: 'idle' }
  | { kind: 'working'; text: OAuthMessage }
  | {
      kind: 'failed'
      error?: string
      description: string | OAuthMessage
      /** The library's own (English) words for what it found wrong, shown after the message. */
      detail?: string
    }

/** The panel's state and actions, for one scheme of one operation. */
export interface UseOAuthFlowReturn {
  choices: Ref<OAuthFlowChoice[]>
  choice: Ref<OAuthFlowChoice | undefined>
  flow: Ref<OAuthFlowKind | undefined>
  client: Ref<OAuthClientSettings>
  required: Ref<string[]>
  /** Every scope to offer: the description's, discovery's, and what the reader typed. */
  offered: Ref<string[]>
  scopes: Ref<string[]>
  redirect: Ref<string>
  mode: Ref<'popup' | 'redirect'>
  username: Ref<string>
  password: Ref<string>
  status: Ref<OAuthStatus>
  token: Ref<{ flow: string; expiresAt?: number; scope?: string } | undefined>
  now: Ref<number>
  /** The user code and verification URI while a device authorization waits for approval. */
  device: Ref<DeviceView | undefined>
  /** Stops waiting for a device authorization's approval. */
  stopDevice(): void
  update(patch: Partial<OAuthClientSettings>): void
  toggleScope(scope: string, on: boolean): void
  authorize(): Promise<void>
}

const protocol = () => import('./protocol')

/** Runs OAuth 2.0 / OpenID Connect flows for the scheme an operation's panel authenticates with. */
export function useOAuthFlow(
  page: () => OperationPageData,
  scheme: () => SecuritySchemeModel,
  server: () => string | undefined,
): UseOAuthFlowReturn {
  // Stored credentials and this page's URL are read only once the page is live: the server
  // renders the same empty form that hydration finds.
  const live = ref(false)
  const href = ref('http://localhost/')
  const now = ref(Date.now())
  // The spec's own name: a locale's copy (`pets~fr`) shares its token and pending authorizations.
  const spec = () => stateSpec(page().spec.name)
  const key = () => scheme().key

  const choices = computed(() => flowChoices(scheme(), server(), href.value))
  const stored = computed(() => (live.value ? getCredential(spec(), key()) : undefined))
  const client = computed<OAuthClientSettings>(() => stored.value?.oauth?.client ?? {})
  const flow = computed<OAuthFlowKind | undefined>(() => {
    const wanted = client.value.flow
    return (choices.value.find((c) => c.kind === wanted) ?? choices.value[0])?.kind
  })
  const choice = computed(() => choices.value.find((c) => c.kind === flow.value))
  const required = computed(() => requiredScopes(page(), key()))
  const metadata = shallowRef<ServerMetadata>()
  const offered = computed(() =>
    scopesToRequest(
      [
        ...required.value,
        ...Object.keys(choice.value?.scopes ?? {}),
        ...(metadata.value?.scopesSupported ?? []),
      ],
      client.value.scopes ?? [],
    ),
  )
  const scopes = computed(() => scopesToRequest(required.value, client.value.scopes ?? []))
  const origin = computed(() => new URL(href.value).origin)
  const redirect = computed(() =>
    live.value
      ? redirectUri(origin.value, withBase('/'), OAUTH_REDIRECT_PAGE)
      : withBase(`/${OAUTH_REDIRECT_PAGE}`),
  )
  const token = computed(() => stored.value?.oauth?.token)
  const mode = ref<'popup' | 'redirect'>('popup')
  const username = ref('')
  const password = ref('')
  const status = ref<OAuthStatus>({ kind: 'idle' })
  const { device, run: runDevice, stop: stopDevice } = useDeviceFlow()

  function update(patch: Partial<OAuthClientSettings>): void {
    // Another flow chosen: a device authorization still waiting is let go.
    if (patch.flow && patch.flow !== flow.value) stopDevice()
    setOAuthClient(spec(), key(), { ...client.value, ...patch })
  }

  function toggleScope(scope: string, on: boolean): void {
    const added = (client.value.scopes ?? []).filter((s) => s !== scope)
    update({ scopes: on ? [...added, scope] : added })
  }

  const fail = (failure: OAuthFailure): void => {
    status.value = {
      kind: 'failed',
      ...(failure.error ? { error: failure.error } : {}),
      description: failure.description,
      ...(failure.detail ? { detail: failure.detail } : {}),
    }
  }

  function keep(result: TokenResult, flowKind: string): void {
    setOAuthToken(spec(), key(), result.accessToken, {
      flow: flowKind,
      ...(result.expiresIn !== undefined
        ? { expiresAt: Date.now() + result.expiresIn * 1000 }
        : {}),
      ...(result.scope ? { scope: result.scope } : {}),
    })
    now.value = Date.now()
    status.value = { kind: 'idle' }
  }

  /**
   * The flow's endpoints: the description's, then for those it leaves out the server's metadata
   * (OpenID Connect discovery, or OpenAPI 3.2's `oauth2MetadataUrl`), read once per panel.
   */
  async function endpoints(current: OAuthFlowChoice): Promise<ServerMetadata> {
    const declared: ServerMetadata = {
      ...(current.authorizationUrl ? { authorizationEndpoint: current.authorizationUrl } : {}),
      ...(current.tokenUrl ? { tokenEndpoint: current.tokenUrl } : {}),
      ...(current.deviceAuthorizationUrl
        ? { deviceAuthorizationEndpoint: current.deviceAuthorizationUrl }
        : {}),
    }
    const url = current.discoveryUrl ?? current.metadataUrl
    if (!url || (!current.discoveryUrl && !missingEndpoints(current.kind, current).length))
      return declared
    if (!metadata.value) {
      status.value = {
        kind: 'working',
        text: say(current.discoveryUrl ? 'readingDiscovery' : 'readingMetadata'),
      }
      metadata.value = await (await protocol()).readServerMetadata(url)
    }
    return { ...metadata.value, ...declared }
  }

  /** The authorization this panel sent and waits for, and the popup it waits in. */
  let awaiting: string | undefined
  let popup: Window | null = null
  let watchPopup: ReturnType<typeof setInterval> | undefined

  async function finish(
    pending: PendingAuthorization | undefined,
    answerUrl: string,
  ): Promise<void> {
    const lib = await protocol()
    if (!pending) {
      fail(new lib.OAuthFailure(undefined, say('unknownState')))
      return
    }
    status.value = { kind: 'working', text: say('exchangingCode') }
    try {
      keep(
        await lib.finishAuthorization(pending, answerUrl, metadata.value?.tokenAuthMethods),
        pending.flow,
      )
    } catch (error) {
      fail(await lib.toFailure(error))
    }
  }

  async function authorize(): Promise<void> {
    const current = choice.value
    if (!current) return
    const lib = await protocol()
    try {
      const clientId = client.value.clientId?.trim() ?? ''
      if (!clientId) throw new lib.OAuthFailure(undefined, say('enterClientId'))
      const meta = await endpoints(current)
      const secret = client.value.clientSecret || undefined
      if (current.kind === 'clientCredentials' || current.kind === 'password') {
        if (!meta.tokenEndpoint) throw new lib.OAuthFailure(undefined, say('noTokenUrl'))
        status.value = { kind: 'working', text: say('askingToken') }
        const result = await lib.directGrant({
          flow: current.kind,
          tokenEndpoint: meta.tokenEndpoint,
          clientId,
          ...(secret ? { clientSecret: secret } : {}),
          scopes: scopes.value,
          username: username.value,
          password: password.value,
          ...(meta.tokenAuthMethods ? { tokenAuthMethods: meta.tokenAuthMethods } : {}),
        })
        keep(result, current.kind)
        return
      }
      if (current.kind === 'deviceAuthorization') {
        if (!meta.deviceAuthorizationEndpoint || !meta.tokenEndpoint)
          throw new lib.OAuthFailure(undefined, say('noDeviceUrls'))
        status.value = { kind: 'working', text: say('askingUserCode') }
        await runDevice(
          {
            deviceAuthorizationEndpoint: meta.deviceAuthorizationEndpoint,
            tokenEndpoint: meta.tokenEndpoint,
            clientId,
            ...(secret ? { clientSecret: secret } : {}),
            scopes: scopes.value,
            ...(meta.tokenAuthMethods ? { tokenAuthMethods: meta.tokenAuthMethods } : {}),
          },
          {
            // The code on screen says what the panel waits for: the status line has no more to say.
            shown: () => (status.value = { kind: 'idle' }),
            keep: (result) => keep(result, current.kind),
          },
        )
        // Let go before the code came (another flow was picked): nothing is being done any more.
        if (status.value.kind === 'working') status.value = { kind: 'idle' }
        return
      }
      if (!meta.authorizationEndpoint)
        throw new lib.OAuthFailure(undefined, say('noAuthorizationEndpoint'))
      const { url, pending } = await lib.authorizationRequest({
        flow: current.kind,
        mode: mode.value,
        returnTo: window.location.href,
        spec: spec(),
        scheme: key(),
        redirectUri: redirect.value,
        authorizationEndpoint: meta.authorizationEndpoint,
        ...(meta.tokenEndpoint ? { tokenEndpoint: meta.tokenEndpoint } : {}),
        ...(meta.issuer ? { issuer: meta.issuer } : {}),
        ...(meta.idTokenAlgorithms ? { idTokenAlgorithms: meta.idTokenAlgorithms } : {}),
        clientId,
        ...(secret ? { clientSecret: secret } : {}),
        // OpenID Connect asks for `openid` (OpenID Connect Core 1.0 section 3.1.2.1).
        scopes: current.discoveryUrl ? scopesToRequest(['openid'], scopes.value) : scopes.value,
      })
      // Saved before the popup opens: window.open copies this tab's sessionStorage into it.
      savePending(pending)
      if (mode.value === 'redirect') {
        status.value = { kind: 'working', text: say('goingToServer') }
        window.location.assign(url)
        return
      }
      popup = window.open(url, 'vitepress-api-docs-oauth', 'popup,width=520,height=680')
      if (!popup) {
        takePending(pending.state)
        throw new lib.OAuthFailure(undefined, say('popupBlocked'))
      }
      awaiting = pending.state
      status.value = { kind: 'working', text: say('waitingPopup') }
      clearInterval(watchPopup)
      watchPopup = setInterval(() => {
        if (!popup?.closed) return
        clearInterval(watchPopup)
        // The redirect page closes the popup itself once it has posted the answer; give the
        // message a moment to arrive before calling the popup abandoned.
        setTimeout(() => {
          if (awaiting !== pending.state) return
          awaiting = undefined
          takePending(pending.state)
          fail(new lib.OAuthFailure(undefined, say('popupClosed')))
        }, 1000)
      }, 500)
    } catch (error) {
      fail(await lib.toFailure(error))
    }
  }

  let channel: BroadcastChannel | undefined
  let clock: ReturnType<typeof setInterval> | undefined
  onMounted(() => {
    live.value = true
    href.value = window.location.href
    clock = setInterval(() => (now.value = Date.now()), 15_000)
    channel = new BroadcastChannel(OAUTH_CHANNEL)
    channel.onmessage = (event: MessageEvent<OAuthCallbackMessage>) => {
      const { state, url } = event.data
      if (!state || state !== awaiting) return
      awaiting = undefined
      clearInterval(watchPopup)
      void finish(takePending(state), url)
    }
    // Back from signing in in this tab: the redirect page left the answer.
    const returned = takeReturnedAnswer(spec(), key())
    if (returned) void finish(returned.pending, returned.url)
  })
  onUnmounted(() => {
    channel?.close()
    clearInterval(clock)
    clearInterval(watchPopup)
  })

  return {
    choices,
    choice,
    flow,
    client,
    required,
    offered,
    scopes,
    redirect,
    mode,
    username,
    password,
    status,
    token,
    now,
    device,
    stopDevice,
    update,
    toggleScope,
    authorize,
  }
}
