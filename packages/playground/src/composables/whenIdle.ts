import { getCurrentInstance, onMounted } from 'vue'

/**
 * Runs `task` in an idle moment after the calling component mounts (never on the server): for
 * loading what the first interaction will need without delaying the page's first render.
 */
export function onIdleAfterMount(task: () => void): void {
  if (!getCurrentInstance()) return
  onMounted(() => {
    const whenIdle =
      globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback))
    whenIdle(task)
  })
}
