import { computed, onMounted, ref, type ComputedRef, type WritableComputedRef } from 'vue'
import type { AuthConfig } from 'vue-api-playground'
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import { getCredential, setCredential } from '../credentials'
import { authFor, pickScheme } from '../tryit'

/** The auth an operation's panel sends: its spec's stored credentials for the scheme it names. */
export function useOperationAuth(page: () => OperationPageData): {
  scheme: ComputedRef<SecuritySchemeModel | undefined>
  auth: WritableComputedRef<AuthConfig>
} {
  const scheme = computed(() => pickScheme(page()))
  // Stored credentials are read only once the page is live: the server-rendered HTML never holds
  // them, and hydration sees the same empty form the server rendered.
  const live = ref(false)
  onMounted(() => (live.value = true))
  const auth = computed<AuthConfig>({
    get() {
      const current = scheme.value
      if (!current) return { type: 'none' }
      const stored = live.value ? getCredential(page().spec.name, current.key) : undefined
      return stored ?? authFor(current) ?? { type: 'none' }
    },
    set(value) {
      const current = scheme.value
      // An operation with no security (`security: []`) neither reads nor writes credentials.
      if (current) setCredential(page().spec.name, current.key, value)
    },
  })
  return { scheme, auth }
}
