import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
