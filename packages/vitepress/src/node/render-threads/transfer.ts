import type { RenderContext } from '../vitepress/render-entry'

// A render context crosses from a render thread to the build process by structured clone: Vue's
// own bookkeeping (keys starting with `__`, functions) stays behind, and sets travel as arrays so
// that the other side can tell them from arrays.

/** A render context as a render thread sends it. */
export function cloneableContext(context: RenderContext): {
  context: Record<string, unknown>
  sets: string[]
} {
  const out: Record<string, unknown> = {}
  const sets: string[] = []
  for (const [key, value] of Object.entries(context)) {
    if (key.startsWith('__') || typeof value === 'function') continue
    if (value instanceof Set) {
      sets.push(key)
      out[key] = [...(value as Set<unknown>)]
    } else out[key] = value
  }
  return { context: out, sets }
}

/** The render context a render thread sent, with its sets back. */
export function receivedContext(context: Record<string, unknown>, sets: string[]): RenderContext {
  const out = { ...context }
  for (const key of sets) out[key] = new Set(out[key] as unknown[])
  return out as RenderContext
}
