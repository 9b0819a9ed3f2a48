import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// Long enough for a loaded machine, short of the test's own limit, so a view that never appears
// fails with its own message.
const timeout = 20_000

/** Page errors, console errors and Vue's warnings: a lazy view that resolves to no component only warns. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || text.startsWith('[Vue warn]')) {
      problems.push(`console ${message.type()}: ${text}`)
    }
  })
  return problems
}

/**
 * Sends each of the app's four requests and checks what users see: the large-body viewer, the
 * event list, the image preview and a small highlighted JSON body, plus the Paste cURL panel and
 * its reader, which also load on demand.
 */
export async function expectEveryBodyRenders(page: Page): Promise<void> {
  // From the last section up: a response renders in its own section and moves only what is below
  // it. Top down, the large body's viewer grew while the next Send was clicked, and on a loaded
  // machine the click landed where the button had been (the image never sent, in CI).
  // Each click must send its request; a click that misses says so here, not as a missing view.
  const sends: [id: string, path: string][] = [
    ['small', '/echo'],
    ['image', '/image.png'],
    ['stream', '/stream'],
    ['large', '/large'],
  ]
  for (const [id, path] of sends) {
    await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === path, { timeout }),
      page.click(`#${id} .vap-send`),
    ])
  }

  const lines = page.locator('#large .vap-virtual .vap-line')
  await lines.first().waitFor({ timeout })
  expect(await lines.first().textContent()).toBe('[')
  // Virtualised: only a window of the thousands of lines is in the DOM.
  expect(await lines.count()).toBeLessThan(200)

  const events = page.locator('#stream .vap-event')
  await expect.poll(() => events.count(), { timeout }).toBeGreaterThanOrEqual(3)
  await expect
    .poll(() => page.locator('#stream .vap-events__streaming').count(), { timeout })
    .toBe(0)
  expect(await events.locator('.vap-event__name').first().textContent()).toBe('tick')

  const image = page.locator('#image img.vap-image__img')
  await image.waitFor({ timeout })
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout,
    })
    .toBe(64)

  const small = page.locator('#small .vap-response__body')
  await expect.poll(() => small.textContent(), { timeout }).toContain('"consumer": "plain-js"')

  // The panel's reader is one more on-demand load: paste a command, import it, send it.
  const api = new URL(page.url()).searchParams.get('api')
  await page.click('#small .vap-curl-import > summary')
  const command = page.locator('#small .vap-curl-import textarea')
  await command.waitFor({ timeout })
  await command.fill(`curl '${api}/echo?consumer=pasted' -H 'X-Pasted: yes'`)
  await page.click('#small .vap-curl-import button')
  await expect
    .poll(() => page.locator('#small .vap-curl-import .vap-message').textContent(), { timeout })
    .toContain('Imported into the form.')
  await page.click('#small .vap-send')
  await expect.poll(() => small.textContent(), { timeout }).toContain('"x-pasted": "yes"')
}
