import { isReadonly, reactive, toRaw, watch, type Ref } from 'vue'
import type { SiteData } from 'vitepress'
// Served by the node side: each spec's sidebar keys and a loader per sidebar group.
import served from 'virtual:vitepress-api-docs/sidebars'
import { SIDEBARS_UPDATED } from '../shared/virtual'
import {
  GROUP_ATTRIBUTE,
  findGroup,
  operationItems,
  schemaItems,
  sectionItems,
  sectionSkeleton,
  type CompactOperation,
  type CompactSidebar,
  type SectionTag,
  type SidebarItem,
} from '../shared/sidebar'

type GroupData = CompactOperation[] | CompactSidebar['schemas'] | SectionTag[]

const sidebars = served as Record<
  string,
  {
    keys: string[]
    prefix: string
    /** The number of the Schemas group; -1 when the spec has no schemas. */
    schemas: number
    /** The number of the first section that loads its tags; -1 when none does. */
    sections: number
    /** The names of those sections, which the skeleton leaves out. */
    sectionNames?: string[]
    /** How many groups the spec's sidebar has. */
    count: number
    /** The skeleton: every group, closed, its items not loaded; the pages' HTML has none of it. */
    skeleton?: SidebarItem[]
    /** In dev, a loader per group. */
    groups?: (() => Promise<{ default: GroupData }>)[]
    /** In a build, the URL of the folder of the groups' JSON files (`<index>.json`). */
    files?: string
  }
>

/** The loader of one group of a spec's sidebar, if the spec has that group. */
function loaderOf(
  served: (typeof sidebars)[string],
  index: number,
): (() => Promise<{ default: GroupData }>) | undefined {
  if (served.groups) return served.groups[index]
  const folder = served.files
  if (!folder || !Number.isInteger(index) || index < 0 || index >= served.count) return undefined
  return async () => {
    const url = new URL(`${index}.json`, folder).href
    const response = await fetch(url)
    if (!response.ok) throw new Error(`Failed to fetch ${url}: ${response.status}`)
    return { default: (await response.json()) as GroupData }
  }
}

type Sidebar = Record<string, unknown>
let live: Sidebar | undefined
/**
 * The groups loaded into the live sidebar, by `spec:index`, in the order they were asked for,
 * each with the number of its latest load (an earlier load that settles later is dropped) and
 * that load.
 */
const loaded = new Map<
  string,
  { spec: string; index: number; ticket: number; done: Promise<void> }
>()
let loads = 0

/**
 * Loads again every group loaded so far (into a new sidebar, or from new loaders), one after the
 * other: a section's tags must be in the sidebar before one of them can fill.
 */
async function reloadGroups(): Promise<void> {
  const again = [...loaded.values()]
  loaded.clear()
  for (const { spec, index } of again) await loadSidebarGroup(spec, index)
}

/** Whether the page is hydrated, and the skeletons are shown. */
let sectionsShown = false
/** The skeleton put into each sidebar, by key: a sidebar it is in already is left as it is. */
const shown = new WeakMap<Sidebar, Map<string, string>>()

/**
 * Puts each spec's skeleton in its sidebar (every copy of it), the sections that load their tags
 * at the top: the pages' HTML has only the sidebar's last link (node/pages/sidebar.ts,
 * `htmlSidebar`). Put in again, it replaces what was there, so that names an edit changed in dev
 * are the new ones (the groups loaded so far load again: `refill`).
 */
function addSections(): void {
  if (!live) return
  for (const [spec, served] of Object.entries(sidebars)) {
    if (!served.skeleton) continue
    const sections =
      served.sections >= 0 && served.sectionNames?.length
        ? () => sectionSkeleton(spec, served.sections, served.sectionNames!)
        : () => []
    const text = JSON.stringify(served.skeleton)
    const done = shown.get(live) ?? new Map<string, string>()
    shown.set(live, done)
    for (const key of served.keys) {
      // The same skeleton again keeps its groups as the reader left them, open or closed.
      if (!live[key] || done.get(key) === text) continue
      done.set(key, text)
      // A copy each: the theme copies the items it shows, and each key's groups fill on their own.
      live[key] = [...sections(), ...(JSON.parse(text) as SidebarItem[])]
    }
  }
}

/**
 * Shows the skeletons, once the page is hydrated (its first render must match the server's HTML,
 * which has none of them).
 */
export function showSections(): void {
  sectionsShown = true
  addSections()
}

/** Fills the sidebar again after an edit: its sections once shown, then the groups loaded. */
function refill(): void {
  if (sectionsShown) addSections()
  void reloadGroups()
}

/** A group in each copy of its spec's sidebar (one per sidebar key: site data travels as JSON). */
function groupCopies(spec: string, index: number): SidebarItem[] {
  const served = sidebars[spec]
  if (!live || !served) return []
  return served.keys
    .map((key) => findGroup((live![key] as SidebarItem[] | undefined) ?? [], spec, index))
    .filter((group): group is SidebarItem => !!group)
}

/**
 * Makes the site's sidebar reactive in the browser, so that a group's items can fill its
 * skeleton once loaded. Pages carry only the skeleton (tag names) in their HTML: a spec with a
 * thousand operations would otherwise put a thousand links into every page.
 */
export function makeSidebarReactive(siteData: Ref<SiteData>): void {
  const apply = () => {
    const data = siteData.value
    const themeConfig = data.themeConfig as { sidebar?: Sidebar }
    const sidebar = themeConfig.sidebar
    if (!sidebar || Array.isArray(sidebar) || sidebar === live) return
    if (!isReadonly(data)) {
      live = reactive({ ...sidebar })
      themeConfig.sidebar = live
    } else {
      // `vitepress dev` hands the site data over read-only; the sidebar becomes a writable copy,
      // in a new site data object (VitePress keeps it in a shallow ref, as its own HMR replaces it).
      live = reactive(JSON.parse(JSON.stringify(toRaw(sidebar))) as Sidebar)
      siteData.value = { ...toRaw(data), themeConfig: { ...toRaw(themeConfig), sidebar: live } }
    }
    // A new sidebar (an edit in dev) has only skeletons: what was loaded into the old one loads
    // again.
    refill()
  }
  apply()
  // In dev, an edit of the config or a spec replaces the site data, and an edit of a spec the
  // groups' loaders; the two updates reach the page in either order, so each loads the groups.
  watch(siteData, apply)
  globalThis.addEventListener?.(SIDEBARS_UPDATED, refill)
}

/**
 * Loads one group of a spec's sidebar (a tag's operations, the webhooks, the schemas or a
 * section's tags) into its skeleton, once; resolves when it is there. A tag of a section that
 * loads its tags fills only once that section is loaded.
 */
export function loadSidebarGroup(spec: string, index: number): Promise<void> {
  const served = sidebars[spec]
  const load = served && loaderOf(served, index)
  const id = `${spec}:${index}`
  const known = loaded.get(id)
  if (known) return known.done
  if (!live || !served || !load) return Promise.resolve()
  const ticket = ++loads
  const done = load().then(({ default: data }) => {
    if (loaded.get(id)?.ticket !== ticket) return
    for (const group of groupCopies(spec, index)) {
      // A tag's nested tags (OpenAPI 3.2 `parent`) are groups of their own: they stay.
      const nested = (group.items ?? []).filter((item) => item.items && !item.link)
      const items = itemsOf(served, spec, index, data)
      group.items = nested.length && !isSection(served, index) ? [...items, ...nested] : items
    }
  })
  loaded.set(id, { spec, index, ticket, done })
  return done
}

function isSection(served: (typeof sidebars)[string], index: number): boolean {
  return served.sections >= 0 && index >= served.sections
}

function itemsOf(
  served: (typeof sidebars)[string],
  spec: string,
  index: number,
  data: GroupData,
): SidebarItem[] {
  if (index === served.schemas) return schemaItems(spec, data as CompactSidebar['schemas'])
  if (served.sections >= 0 && index >= served.sections)
    return sectionItems(spec, data as SectionTag[])
  return operationItems(served.prefix, data as CompactOperation[])
}

/** A spec's sidebar group that a click or Enter toggles, and whether it is open after. */
export interface GroupToggle {
  spec: string
  index: number
  open: boolean
}

/**
 * The spec's group a click or Enter in the sidebar toggles. Seen before the theme toggles it
 * (listen in the capture phase), so `open` is the state the toggle leads to.
 */
export function groupOfEvent(event: Event): GroupToggle | undefined {
  if (event instanceof KeyboardEvent && event.key !== 'Enter') return undefined
  const target = event.target instanceof Element ? event.target : null
  const item = target?.closest('.VPSidebarItem > .item')
  const marked = item?.querySelector(`[${GROUP_ATTRIBUTE}]`)?.getAttribute(GROUP_ATTRIBUTE)
  const match = marked && /^(.*):(\d+)$/.exec(marked)
  if (!match) return undefined
  const open = !!item!.parentElement?.classList.contains('collapsed')
  return { spec: match[1]!, index: Number(match[2]), open }
}

/**
 * Keeps a group's open or closed state in the sidebar's data. The default theme copies every
 * item whenever the sidebar changes (a group's items loading) and then closes each group its
 * data says is collapsed: a group the reader had just opened closed again as its items came.
 */
export function keepGroupState({ spec, index, open }: GroupToggle): void {
  for (const group of groupCopies(spec, index))
    if (group.collapsed !== !open) group.collapsed = !open
}
