import { computed, onMounted, ref, watch, type Ref } from 'vue'
import { methodHasBody } from '../../core/request/method'
import { missingRequired } from '../../core/request/required'
import type {
  AuthSetting,
  BuildRequestOptions,
  PlaygroundContentType,
  PlaygroundDataItem,
  PlaygroundFiles,
} from '../../core/types'
import { joinServer } from '../../core/request/url'
import { requestBuilder } from './builder/loadBuilder'
import type { FormPatch, FormSnapshot } from './curlImport'
import { fromHeaderRows, showsBodyEditor, toHeaderRows } from './requestForm'
import type { ApiRequestProps } from './types'
import type { enForm } from '../../i18n/en-form'

type FormProps = Readonly<ApiRequestProps & { data: PlaygroundDataItem[] }>

/**
 * The request form's state: it starts from the props and follows them when they change, while
 * the user's typing and a cURL import change only this local copy.
 */
export function useRequestForm(
  props: FormProps,
  auth: Ref<AuthSetting>,
  server: Ref<string | undefined>,
  t: Readonly<Ref<typeof enForm>>,
) {
  const url = ref(props.url)
  const method = ref(props.method)
  const contentType = ref<PlaygroundContentType | undefined>(props.contentType)
  const extraItems = ref<PlaygroundDataItem[]>([])
  const values = ref<Record<string, string>>(defaultValues(props.data))
  const files = ref<PlaygroundFiles>({})
  const headerRows = ref(toHeaderRows(props.headers))
  const bodyText = ref<string | null>(null)

  watch(
    () => [props.url, props.method, props.contentType] as const,
    ([u, m, c]) => {
      url.value = u
      method.value = m
      contentType.value = c
    },
  )
  // The props' values when last seen: a field whose preset the parent changes takes the new one.
  let presets = defaultValues(props.data)
  watch(
    () => props.data,
    (data) => {
      // What the user typed into a field that still exists is kept, unless the parent sets a new
      // value for that field (a documentation page filling in the example the reader chose).
      const next = defaultValues(data)
      const changed = Object.keys(next).filter((name) => presets[name] !== next[name])
      values.value = { ...next, ...pick(values.value, data), ...pickNames(next, changed) }
      presets = next
      extraItems.value = []
    },
    { deep: true },
  )
  // A new preset body from the parent replaces what was typed into the body editor.
  watch(
    () => props.body,
    () => (bodyText.value = null),
  )
  watch(
    () => props.headers,
    (headers) => (headerRows.value = toHeaderRows(headers)),
    { deep: true },
  )

  const items = computed(() => [...props.data, ...extraItems.value])
  const selectedServer = computed(() => server.value ?? props.servers?.[0])
  // The `server` model defaults to the first server; tell the parent which one.
  onMounted(() => {
    if (server.value === undefined && selectedServer.value !== undefined) {
      server.value = selectedServer.value
    }
  })
  const body = computed(() => bodyText.value ?? props.body)
  const hasBodyEditor = computed(() =>
    showsBodyEditor({
      method: method.value,
      contentType: contentType.value,
      body: body.value,
      items: items.value,
    }),
  )
  const fileNote = computed(() =>
    !methodHasBody(method.value) && items.value.some((item) => item.type === 'file')
      ? t.value.filesNotSent(method.value.toUpperCase())
      : '',
  )
  const imported = computed(() => url.value !== props.url || method.value !== props.method)

  /** The items with their current values, as `buildRequest` takes them. */
  const current = () =>
    items.value.map((item) => ({ ...item, value: values.value[item.name] ?? '' }))

  // The URL as it is sent, path parameters serialized; a blank one's placeholder stays, as what
  // is still to fill in. Until the request builder loads, the URL as written.
  const displayUrl = computed(() => {
    const builder = requestBuilder.value
    const shown = props.previewValues
    const items = shown
      ? current().map((item) => ({ ...item, value: shown[item.name] ?? item.value }))
      : current()
    const path = builder ? builder.expandPath(url.value, items, true).url : url.value
    return joinServer(selectedServer.value, path)
  })

  /** The required fields that are blank (a file item: no file chosen). */
  function missing(): PlaygroundDataItem[] {
    return missingRequired(current(), files.value)
  }

  /** What Send builds the request from: the form as it is now. */
  const options = computed<BuildRequestOptions>(() => ({
    url: url.value,
    method: method.value,
    data: current(),
    headers: fromHeaderRows(headerRows.value),
    contentType: contentType.value,
    body: body.value,
    auth: auth.value,
    server: selectedServer.value,
    files: files.value,
  }))

  /** What a cURL import matches against: the form as the props define it. */
  function snapshot(): FormSnapshot {
    return {
      url: props.url,
      method: props.method,
      items: props.data,
      server: selectedServer.value,
      servers: props.servers,
      auth: auth.value,
    }
  }

  function applyCurl(patch: FormPatch): void {
    url.value = patch.url
    method.value = patch.method
    extraItems.value = patch.extraItems
    values.value = {
      ...values.value,
      ...patch.values,
      ...Object.fromEntries(patch.extraItems.map((item) => [item.name, item.value])),
    }
    headerRows.value = toHeaderRows(patch.headers)
    auth.value = patch.auth
    if (patch.server !== selectedServer.value) server.value = patch.server
    if (patch.contentType) contentType.value = patch.contentType
    if (patch.body !== null) bodyText.value = patch.body
  }

  /** Back to the form the props describe, dropping an import. */
  function reset(): void {
    url.value = props.url
    method.value = props.method
    contentType.value = props.contentType
    extraItems.value = []
    values.value = defaultValues(props.data)
    headerRows.value = toHeaderRows(props.headers)
    bodyText.value = null
  }

  return {
    method,
    contentType,
    values,
    files,
    headerRows,
    bodyText,
    items,
    selectedServer,
    body,
    hasBodyEditor,
    fileNote,
    displayUrl,
    imported,
    missing,
    options,
    snapshot,
    applyCurl,
    reset,
  }
}

function defaultValues(data: readonly PlaygroundDataItem[]): Record<string, string> {
  return Object.fromEntries(data.map((item) => [item.name, item.value]))
}

function pickNames(from: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, from[name]!]))
}

function pick(
  from: Record<string, string>,
  data: readonly PlaygroundDataItem[],
): Record<string, string> {
  return Object.fromEntries(data.filter((i) => i.name in from).map((i) => [i.name, from[i.name]!]))
}
