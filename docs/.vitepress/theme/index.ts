import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import { withApiDocs } from 'vitepress-api-docs/client'
import VueApiPlayground from 'vue-api-playground'
import 'vue-api-playground/style.css'
import { registerReference } from './reference'
import './site.css'
import './examples.css'

const apiDocsTheme = withApiDocs(DefaultTheme)

export default {
  ...apiDocsTheme,
  async enhanceApp(context) {
    await apiDocsTheme.enhanceApp?.(context)
    // The guides show the components themselves, registered by name as a Vue app would.
    context.app.use(VueApiPlayground)
    registerReference(context.app)
  },
} satisfies Theme
