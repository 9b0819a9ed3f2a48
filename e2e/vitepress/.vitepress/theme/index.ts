import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import VueApiPlayground from 'vue-api-playground'
import 'vue-api-playground/style.css'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.use(VueApiPlayground)
  },
} satisfies Theme
