// Helpers for the component tests: object URLs do not exist in jsdom.
import { vi } from 'vitest'

/** Installs `URL.createObjectURL` / `revokeObjectURL` spies; returns them and a restore function. */
export function stubObjectUrls() {
  let next = 0
  const create = vi.fn((_blob: Blob) => `blob:test/${++next}`)
  const revoke = vi.fn((_url: string) => undefined)
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  }
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true })
  const restore = (): void => {
    for (const [key, descriptor] of [
      ['createObjectURL', original.create],
      ['revokeObjectURL', original.revoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, key, descriptor)
      else Reflect.deleteProperty(URL, key)
    }
  }
  return { create, revoke, restore }
}

/** A JSON document of about `megabytes` MB, compact. */
export function bigJson(megabytes: number): string {
  const row = { id: 0, name: 'item name with some text', tags: ['a', 'b'], active: true, n: null }
  const rowLength = JSON.stringify(row).length + 1
  const count = Math.ceil((megabytes * 1024 * 1024) / rowLength)
  return JSON.stringify(Array.from({ length: count }, (_, id) => ({ ...row, id })))
}
