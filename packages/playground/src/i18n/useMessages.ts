// How the components get their messages: what the nearest providers give (the `messages` prop of
// a playground component, `app.use(VueApiPlayground, { messages })`), over English. Each
// component names the English part it uses (en-form.ts up front, en-auth.ts and en-panels.ts with
// the parts loaded on demand), so an app does not load every English message up front.
import {
  computed,
  inject,
  provide,
  toValue,
  type ComputedRef,
  type InjectionKey,
  type MaybeRefOrGetter,
  type Ref,
} from 'vue'
import type { PartialMessages } from './en'
import { enForm } from './en-form'

/** The key under which an app provides messages for the playground (overrides of English). */
export const playgroundMessagesKey: InjectionKey<Readonly<Ref<PartialMessages>>> = Symbol(
  'vue-api-playground messages',
)

const NONE: Readonly<Ref<PartialMessages>> = computed(() => ({}))

/**
 * The messages of `english`'s keys in force for this component (the form's by default); `given`
 * is what the component provides itself, which inject() does not see.
 */
export function useMessages<T extends object = typeof enForm>(
  english: T = enForm as T,
  given: Readonly<Ref<PartialMessages>> = inject(playgroundMessagesKey, NONE),
): ComputedRef<T> {
  return computed(() => ({ ...english, ...(given.value as Partial<T>) }))
}

/** Provides `override` over the messages given from above to this component's descendants. */
export function provideMessages(
  override: MaybeRefOrGetter<PartialMessages | undefined>,
): Readonly<Ref<PartialMessages>> {
  const given = inject(playgroundMessagesKey, NONE)
  const merged = computed(() => {
    const own = toValue(override)
    return own ? { ...given.value, ...own } : given.value
  })
  provide(playgroundMessagesKey, merged)
  return merged
}
