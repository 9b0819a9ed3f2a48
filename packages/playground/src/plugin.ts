import { computed, isRef, shallowRef, type App, type MaybeRef, type Plugin } from 'vue'
import type { PartialMessages } from './i18n/en'
import { playgroundMessagesKey } from './i18n/useMessages'
import ApiRequest from './components/ApiRequest/ApiRequest.vue'
import ApiResponse from './components/ApiResponse/ApiResponse.vue'
import MethodBadge from './components/MethodBadge/MethodBadge.vue'
import VueApiPlayground from './components/VueApiPlayground/VueApiPlayground.vue'

/** Options of `app.use(VueApiPlayground, options)`. */
export interface VueApiPlaygroundOptions {
  /**
   * The interface's messages for the whole app: a catalog of `vue-api-playground/i18n`, or a few
   * to override; a ref to switch language later. Missing keys are English. @default English
   */
  messages?: MaybeRef<PartialMessages | undefined>
}

/** Registers every component globally: `app.use(VueApiPlaygroundPlugin, { messages })`. */
export const VueApiPlaygroundPlugin: Plugin<[VueApiPlaygroundOptions?]> = {
  install(app: App, options: VueApiPlaygroundOptions = {}) {
    const { messages } = options
    if (messages) {
      const source = isRef(messages) ? messages : shallowRef(messages)
      app.provide(
        playgroundMessagesKey,
        computed(() => source.value ?? {}),
      )
    }
    app.component('VueApiPlayground', VueApiPlayground)
    app.component('ApiRequest', ApiRequest)
    app.component('ApiResponse', ApiResponse)
    app.component('MethodBadge', MethodBadge)
  },
}
