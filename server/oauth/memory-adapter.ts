import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Milliseconds since the epoch; past it the entry is gone. */
  expires: number
}

/** Entries kept at most; the oldest go first (sign-ins of a demo, not a user base). */
const MAX_ENTRIES = 5000

/**
 * oidc-provider's storage, in memory, per provider. The library has one too, but warns on every
 * start that it is for development: this one is the same idea said once, here, for a demo whose
 * state is meant to vanish with the process.
 */
export function memoryAdapter(): new (model: string) => Adapter {
  const store = new Map<string, Entry>()
  const get = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expires > Date.now()) return entry.payload
    store.delete(key)
    return undefined
  }
  const set = (key: string, payload: AdapterPayload, seconds: number): void => {
    store.delete(key)
    if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!)
    store.set(key, { payload, expires: Date.now() + seconds * 1000 })
  }
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string): string {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      set(this.key(id), payload, expiresIn)
      if (payload.uid) set(`uid:${payload.uid}`, { jti: id }, expiresIn)
      if (payload.userCode) set(`userCode:${payload.userCode}`, { jti: id }, expiresIn)
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return get(this.key(id))
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = get(`uid:${uid}`)?.jti
      return id ? this.find(id) : undefined
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = get(`userCode:${userCode}`)?.jti
      return id ? this.find(id) : undefined
    }
    async consume(id: string): Promise<void> {
      const payload = get(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
    }
  }
}
