import type { DefaultTheme } from 'vitepress'

/** Guide: the vitepress-api-docs plugin. */
export const pluginGuides: DefaultTheme.SidebarItem[] = []
