import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { historyEntries } from './history'
import { mustBuild } from './child-build'
import { commitAt, editFixture } from './git-history'

// A copy of the fixture site in its own git repository, with a few commits of specs/pets.yaml.
// The copy lives inside the repository so that it resolves the workspace's packages.
const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
const root = fileURLToPath(new URL(`./.artifacts/history-site-${process.pid}/`, import.meta.url))
const spec = join(root, 'specs/pets.yaml')

const chrome = useBrowser()
let siteUrl = ''
let close: () => void = () => {}

const commit = (message: string, isoDate: string) =>
  commitAt(root, ['specs', 'index.md', 'guide'], message, isoDate)
const editSpec = (from: string, to: string) => editFixture(spec, from, to)

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  cpSync(fixture, root, {
    recursive: true,
    filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache|\.temp)/.test(src),
  })
  execFileSync('git', ['init', '-q'], { cwd: root })
  commit('Add the pets spec', '2024-01-10T12:00:00Z')
  editSpec(
    '  /health:',
    [
      '  /toys:',
      '    get:',
      '      operationId: listToys',
      '      summary: List toys',
      '      responses:',
      "        '200': { description: ok }",
      '  /health:',
    ].join('\n'),
  )
  commit('Add toys', '2024-02-20T12:00:00Z')
  editSpec(
    '          in: query\n          description: How many pets to return',
    '          in: query\n          required: true\n          description: How many pets to return',
  )
  editSpec('version: 1.2.0', 'version: 2.0.0')
  commit('Require a limit', '2024-03-05T12:00:00Z')
  editSpec('        tag: { type: string }\n', '')
  commit('Drop the pet tag', '2024-04-01T12:00:00Z')
  await mustBuild(root, { logLevel: 'warn' })
  const app = await serve({ root, port: 0 })
  const { port } = app.server!.address() as AddressInfo
  siteUrl = `http://127.0.0.1:${port}`
  close = () => app.server!.close()
}, 300_000)

afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

describe('the Changelog page of a spec', () => {
  it('lists the commits newest first, with versions, changes and breaking flags', async () => {
    const page = await chrome.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${siteUrl}/pets/changelog`)
    await page.waitForSelector('.vpad-history')
    const entries = await historyEntries(page)
    expect(entries.map((entry) => entry.title)).toEqual([
      'Apr 1, 2024 Drop the pet tag',
      'Mar 5, 2024 Require a limit',
      'Feb 20, 2024 Add toys',
      'Jan 10, 2024 Add the pets spec',
    ])
    const [dropped, required, toys] = entries
    expect(dropped!.meta).toMatch(/version 2\.0\.0 Breaking \(3\)$/)
    expect(dropped!.changes).toContain(
      'Breaking GET /pets/{petId} response 200 (application/json): property "tag" removed',
    )
    expect(dropped!.changes).toContain(
      'POST /pets request body (application/json): property "tag" removed',
    )
    expect(required!.meta).toMatch(/version 1\.2\.0 → 2\.0\.0 Breaking \(1\)$/)
    expect(required!.changes).toEqual([
      'Breaking GET /pets parameter query "limit" is now required',
    ])
    expect(toys!.meta).not.toContain('Breaking')
    expect(toys!.changes).toEqual(['GET /toys operation added'])
    expect(errors.filter((error) => !error.includes('favicon'))).toEqual([])
    // Every entry is laid out alike: the date on its own line, the subject under it.
    const dateAbove = await page
      .locator('.vpad-history-title')
      .evaluateAll((titles) =>
        titles.map(
          (title) =>
            title.querySelector('time')!.getBoundingClientRect().bottom <=
            title.querySelector('.vpad-history-subject')!.getBoundingClientRect().top,
        ),
      )
    expect(dateAbove).toEqual([true, true, true, true])

    // The change names the operation's page, which exists.
    await page.click('a.vpad-history-op:has-text("GET /toys")')
    await page.waitForURL(/\/pets\/listToys/)
    await page.waitForSelector('h1:has-text("List toys")')
    await page.close()
  })

  it('shows an empty state, not an error, for a spec with one commit', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(`${siteUrl}/admin/changelog`)
    await expect(page.locator('.vpad-history').count()).resolves.toBe(0)
    expect(await page.locator('.vpad-history-empty').textContent()).toContain('No history yet')
    await page.close()
  })
})
