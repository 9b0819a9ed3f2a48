// An object URL for a Blob that lives as long as the component shows that Blob.
import { onScopeDispose, shallowRef, watch, type Ref } from 'vue'

/**
 * `URL.createObjectURL(blob)` for the current blob, revoked when the blob changes and when the
 * component unmounts; `null` when there is no blob or the environment has no object URLs.
 */
export function useObjectUrl(blob: () => Blob | null | undefined): Readonly<Ref<string | null>> {
  const url = shallowRef<string | null>(null)
  const revoke = (): void => {
    if (url.value !== null && typeof URL.revokeObjectURL === 'function') {
      URL.revokeObjectURL(url.value)
    }
    url.value = null
  }
  watch(
    blob,
    (current) => {
      revoke()
      // Not during server-side rendering (VitePress builds): object URLs only mean something in
      // the page that created them.
      if (current && typeof document !== 'undefined' && typeof URL.createObjectURL === 'function') {
        url.value = URL.createObjectURL(current)
      }
    },
    { immediate: true },
  )
  onScopeDispose(revoke)
  return url
}
