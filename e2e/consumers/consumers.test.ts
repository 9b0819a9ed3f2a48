import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../browser'
import { bundlers } from './bundlers'
import { installConsumerApp, type ConsumerApp } from './install'
import { expectEveryBodyRenders, watchProblems } from './renders'
import { serveBuilt, serveViteDev, type ServedApp } from './serve'

// A build under load on two shared cores can take a while; a slow machine must not fail the test.
const BUILD_TIMEOUT = 90_000

const chrome = useBrowser()
let app: ConsumerApp | undefined

beforeAll(async () => {
  app = await installConsumerApp()
}, BUILD_TIMEOUT)
afterAll(() => app?.remove())

/** Opens the served app in a fresh context and checks every kind of body renders. */
async function check(served: ServedApp): Promise<void> {
  const context = await chrome.browser.newContext({ viewport: { width: 1000, height: 900 } })
  try {
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(`${served.url}?${new URLSearchParams({ api: inject('apiUrl') })}`)
    const failure = await expectEveryBodyRenders(page).then(
      () => null,
      (error: unknown) => error,
    )
    // The console says why a view is missing (Vue warns of a component without render), so first.
    expect(problems).toEqual([])
    if (failure) throw failure
  } finally {
    await context.close()
    await served.close()
  }
}

describe('the packed package in a plain-JS app', () => {
  const dir = () => {
    if (!app) throw new Error('the app is installed in beforeAll')
    return app.dir
  }

  it(
    'renders every body under the Vite dev server',
    async () => {
      await check(await serveViteDev(dir()))
    },
    BUILD_TIMEOUT,
  )

  for (const [name, bundle] of Object.entries(bundlers)) {
    it(
      `renders every body when bundled by ${name}`,
      async () => {
        const outDir = `dist-${name.replace(/\W+/g, '-')}`
        await bundle(dir(), outDir)
        await check(await serveBuilt(dir(), outDir))
      },
      BUILD_TIMEOUT,
    )
  }
})
