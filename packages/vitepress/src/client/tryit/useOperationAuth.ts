import { computed, onMounted, ref, type ComputedRef, type WritableComputedRef } from 'vue'
import type { AuthConfig } from 'vue-api-playground'
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import { getCredential, setCredential } from '../security/credentials'
import { getSecurityChoice, setSecurityChoice } from '../security/choice'
import { authFor, defaultOption, securityOptions, type SecurityOption } from '../security/options'

/**
 * The auth an operation's panel sends: of its security requirements (alternatives), the one the
 * reader picked for the spec, and for each scheme of it (all sent together) the spec's stored
 * credentials.
 */
export function useOperationAuth(page: () => OperationPageData): {
  /** The requirements the operation offers. */
  options: ComputedRef<SecurityOption[]>
  /** The requirement in use; setting it remembers the pick for the spec. */
  option: WritableComputedRef<SecurityOption | undefined>
  /** The schemes of the requirement in use that the panel fills in. */
  schemes: ComputedRef<SecuritySchemeModel[]>
  /** Their credentials, in the same order, as the playground takes and edits them. */
  auth: WritableComputedRef<AuthConfig[]>
} {
  // Stored credentials and picks are read only once the page is live: the server-rendered HTML
  // never holds them, and hydration sees the same empty form the server rendered.
  const live = ref(false)
  onMounted(() => (live.value = true))
  const options = computed(() => securityOptions(page()))
  const option = computed<SecurityOption | undefined>({
    get: () =>
      defaultOption(options.value, live.value ? getSecurityChoice(page().spec.name) : undefined),
    set(value) {
      if (value) setSecurityChoice(page().spec.name, value.id)
    },
  })
  const schemes = computed(() => option.value?.schemes.filter((scheme) => authFor(scheme)) ?? [])
  const auth = computed<AuthConfig[]>({
    get() {
      return schemes.value.map((scheme) => {
        const stored = live.value ? getCredential(page().spec.name, scheme.key) : undefined
        // What is stored for a scheme is used only in the shape the scheme has now.
        const empty = authFor(scheme)!
        return stored && stored.type === empty.type ? stored : empty
      })
    },
    set(value) {
      // An operation with no security (`security: []`) neither reads nor writes credentials.
      schemes.value.forEach((scheme, i) => {
        const one = value[i]
        if (one) setCredential(page().spec.name, scheme.key, one)
      })
    },
  })
  return { options, option, schemes, auth }
}
