import { nextTick, watch } from 'vue'

// A state kept in the browser's storage and followed across the site's tabs saves on every
// change but one: the change made by applying what another tab saved. Saving that back is not
// harmless: browsers deliver storage changes to other tabs asynchronously, so by the time this
// tab's save runs, the other tab may have saved something newer, which the echo would overwrite
// (a value typed quickly in one tab reverted in both). HTML Living Standard, 12.2.1 "The storage
// event" fires only in the other tabs, so nothing else loops.

/** Saves `state` on each change; returns how to apply another tab's state without saving it back. */
export function saveOnChange(state: object, save: () => void): (apply: () => void) => void {
  let applying = false
  watch(
    state,
    () => {
      if (!applying) save()
    },
    { deep: true },
  )
  return (apply) => {
    applying = true
    apply()
    // The deep watcher runs in the flush that this change queued, before this callback.
    void nextTick(() => (applying = false))
  }
}
