import { describe, expect, it, vi } from 'vitest'
import { shallowRef, type Component } from 'vue'
import type { RequestEnvelope } from 'vue-api-playground'
import type { PanelForm } from '../tryit/panelForm'
import { operationPage } from '../testUtils'
import { useToolsLink, type ToolsHandlers } from './toolsLink'

/** A promise settled by the test: the tools' chunk arriving (or failing) when it says. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const page = operationPage({ id: 'pets.op' })
const envelope = (): RequestEnvelope => ({ url: 'https://api.example.com/pets/{{id}}', init: {} })

function tools(overrides: Partial<ToolsHandlers> = {}): ToolsHandlers {
  return {
    formChange: vi.fn(),
    beforeSend: vi.fn(),
    requestStart: vi.fn(),
    requestSuccess: vi.fn(),
    requestError: vi.fn(),
    active: () => 'local',
    loaded: () => true,
    ready: () => Promise.resolve(),
    ...overrides,
  }
}

describe('useToolsLink: a Send before the tools have loaded', () => {
  it('waits for their chunk and their code, then hands the envelope to them', async () => {
    const chunk = deferred<Component>()
    const loader = vi.fn(() => chunk.promise)
    const link = useToolsLink(() => page, shallowRef<PanelForm>(), loader)
    const sent = envelope()
    link.beforeSend(sent)
    // The request waits: the chunk was asked for, nothing handled the envelope yet.
    expect(loader).toHaveBeenCalledTimes(1)
    expect(sent.ready).toBeInstanceOf(Promise)
    expect(link.waiting.value).toBe(true)
    const engine = deferred<void>()
    let loaded = false
    const mounted = tools({ loaded: () => loaded, ready: () => engine.promise })
    chunk.resolve({ name: 'PanelTools' })
    await chunk.promise
    expect(link.component.value).toEqual({ name: 'PanelTools' })
    link.attach(mounted)
    expect(mounted.beforeSend).not.toHaveBeenCalled()
    // The resolver's own code arrives: the envelope goes to the tools (resolved, recorded).
    loaded = true
    engine.resolve()
    await sent.ready
    expect(mounted.beforeSend).toHaveBeenCalledWith(sent)
    expect(link.notice.value).toBeUndefined()
    expect(link.waiting.value).toBe(false)
    // Once loaded, a Send is handed over at once, with nothing to wait for.
    const next = envelope()
    link.beforeSend(next)
    expect(next.ready).toBeUndefined()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('a chunk that fails to load sends nothing, says so, and is asked for again at the next Send', async () => {
    const loader = vi
      .fn<() => Promise<Component>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ name: 'PanelTools' })
    const link = useToolsLink(() => page, shallowRef<PanelForm>(), loader)
    const sent = envelope()
    link.beforeSend(sent)
    await expect(sent.ready).rejects.toThrow('Failed to fetch')
    expect(link.notice.value).toEqual({ reason: 'Failed to fetch dynamically imported module' })
    const again = envelope()
    link.beforeSend(again)
    expect(link.notice.value).toBeUndefined()
    expect(loader).toHaveBeenCalledTimes(2)
    const mounted = tools()
    link.attach(mounted)
    await again.ready
    expect(mounted.beforeSend).toHaveBeenCalledWith(again)
  })
})
