import type { App, Plugin } from 'vue'
import ApiRequest from './components/ApiRequest/ApiRequest.vue'
import ApiResponse from './components/ApiResponse/ApiResponse.vue'
import MethodBadge from './components/MethodBadge/MethodBadge.vue'
import VueApiPlayground from './components/VueApiPlayground/VueApiPlayground.vue'

/** Registers every component globally: `app.use(VueApiPlaygroundPlugin)`. */
export const VueApiPlaygroundPlugin: Plugin = {
  install(app: App) {
    app.component('VueApiPlayground', VueApiPlayground)
    app.component('ApiRequest', ApiRequest)
    app.component('ApiResponse', ApiResponse)
    app.component('MethodBadge', MethodBadge)
  },
}
