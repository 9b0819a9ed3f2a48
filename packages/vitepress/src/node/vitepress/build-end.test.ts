import type { SiteConfig } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { atThisBuildEnd } from './build-end'

describe('atThisBuildEnd', () => {
  it("runs each task once, the last added first, then the site's own hook", async () => {
    const ran: string[] = []
    const site = { buildEnd: async () => void ran.push('site') } as unknown as SiteConfig
    atThisBuildEnd(site, () => void ran.push('first'))
    atThisBuildEnd(site, async () => void ran.push('second'))
    await site.buildEnd!(site)
    expect(ran).toEqual(['second', 'first', 'site'])
    await site.buildEnd!(site)
    expect(ran).toEqual(['second', 'first', 'site', 'site'])
  })
})
