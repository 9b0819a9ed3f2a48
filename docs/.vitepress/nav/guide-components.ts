import type { DefaultTheme } from 'vitepress'

/** Guide: the vue-api-playground components. */
export const componentGuides: DefaultTheme.SidebarItem[] = [{ text: 'What it is', link: '/guide/' }]
