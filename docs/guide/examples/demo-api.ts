// The demo API server that `npm start` runs beside this site; its URL
// is set when the site is built. In an app: your API's base URL.
export { DEMO_API } from '../../.vitepress/theme/demo-api'
