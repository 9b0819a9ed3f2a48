import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { operationPage } from '../testUtils'
import type { EnvState } from './model'
import { storageKey } from './storage'
import { useEnvironments } from './store'

// Another tab of the same site saving its environments: what lands in localStorage, and the
// `storage` event the browser fires in this tab.
function otherTabSaves(key: string, state: EnvState): void {
  const text = JSON.stringify(state)
  localStorage.setItem(key, text)
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: text, storageArea: localStorage }),
  )
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('useEnvironments across tabs', () => {
  it('follows what another tab saves, each tab keeping its own secret values', async () => {
    const spec = 'tabs-a'
    const page = operationPage(
      {},
      {
        spec: {
          name: spec,
          label: 'A',
          prefix: '/a',
          environments: [
            {
              name: 'local',
              variables: [
                { name: 'id', value: '1' },
                { name: 'key', value: '', secret: true },
              ],
            },
            { name: 'staging', variables: [{ name: 'id', value: '2' }] },
          ],
        },
      },
    )
    const key = storageKey('/', spec)
    const state = useEnvironments(page, '/')
    state.environments[0]!.variables[1]!.value = 'this-tab-secret'
    await nextTick()
    expect(sessionStorage.getItem(key)).toContain('this-tab-secret')

    // The other tab picks staging, adds a variable to local, and typed its own secret value
    // (saved blank: not remembered).
    otherTabSaves(key, {
      active: 'staging',
      rememberSecrets: false,
      environments: [
        {
          name: 'local',
          variables: [
            { name: 'id', value: '1' },
            { name: 'key', value: '', secret: true },
            { name: 'tag', value: 'blue' },
          ],
        },
        { name: 'staging', variables: [{ name: 'id', value: '2' }] },
      ],
    })
    expect(state.active).toBe('staging')
    expect(state.environments[0]!.variables.map((v) => [v.name, v.value])).toEqual([
      ['id', '1'],
      ['key', 'this-tab-secret'],
      ['tag', 'blue'],
    ])

    // It deletes staging.
    otherTabSaves(key, {
      active: 'local',
      rememberSecrets: false,
      environments: [{ name: 'local', variables: [{ name: 'id', value: '3' }] }],
    })
    expect(state.environments.map((env) => env.name)).toEqual(['local'])
    expect(state.active).toBe('local')
    await nextTick()
    // This tab does not save back what it followed: the store holds what the other tab wrote.
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({
      active: 'local',
      rememberSecrets: false,
      environments: [{ name: 'local', variables: [{ name: 'id', value: '3' }] }],
    })
  })

  it('does not save back what it followed: a later save from the other tab stands', async () => {
    const spec = 'tabs-c'
    const page = operationPage(
      {},
      {
        spec: {
          name: spec,
          label: 'C',
          prefix: '/c',
          environments: [{ name: 'local', variables: [{ name: 'tag', value: '' }] }],
        },
      },
    )
    const key = storageKey('/', spec)
    const state = useEnvironments(page, '/')
    const typed = (value: string): EnvState => ({
      active: 'local',
      rememberSecrets: false,
      environments: [{ name: 'local', variables: [{ name: 'tag', value }] }],
    })
    // The other tab saved "g", then "green" before this tab's follow-up ran: the event for "g"
    // arrives while the store already holds "green" (browsers deliver the events later).
    otherTabSaves(key, typed('g'))
    localStorage.setItem(key, JSON.stringify(typed('green')))
    await nextTick()
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(typed('green'))
    // Its own changes are saved again afterwards.
    state.environments[0]!.variables[0]!.value = 'mine'
    await nextTick()
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(typed('mine'))
  })

  it('ignores other keys, sessionStorage events and a cleared storage', () => {
    const spec = 'tabs-b'
    const page = operationPage({}, { spec: { name: spec, label: 'B', prefix: '/b' } })
    const key = storageKey('/', spec)
    const state = useEnvironments(page, '/')
    const other = JSON.stringify({ active: 'x', environments: [{ name: 'x', variables: [] }] })
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: `${key}-other`,
        newValue: other,
        storageArea: localStorage,
      }),
    )
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: other, storageArea: sessionStorage }),
    )
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }),
    )
    expect(state.active).toBe('default')
  })
})
