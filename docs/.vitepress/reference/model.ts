// The reference data: what the generator reads from the packages' sources and the theme's
// reference components render. Plain JSON (it travels from the data loader to the pages).

/** A run of TSDoc text: plain, or a `code` span. Rendered as text, never as HTML. */
export interface DocSegment {
  text: string
  code?: true
}

/** TSDoc text as paragraphs of segments. */
export type DocText = DocSegment[][]

/** A field of an interface, an object type or a class, or a prop of a component. */
export interface MemberDoc {
  name: string
  /** The type as written in the source (or as the checker prints it). */
  type: string
  required: boolean
  description: DocText
  /** The default value: from the code (`withDefaults`, `defineModel`) or the `@default` tag. */
  default?: string
}

/** An event a component emits. */
export interface EventDoc {
  name: string
  /** The payload as a tuple type, e.g. `[envelope: RequestEnvelope]`. */
  payload: string
  description: DocText
}

/** A slot of a component and the props it receives. */
export interface SlotDoc {
  name: string
  props: string
  description: DocText
}

/** A Vue component: its props, events and slots, read with vue-component-meta. */
export interface ComponentDoc {
  name: string
  /** Path of the `.vue` file, relative to the repository. */
  source: string
  props: MemberDoc[]
  events: EventDoc[]
  slots: SlotDoc[]
}

/** What an exported name is. */
export type ItemKind = 'component' | 'function' | 'variable' | 'class' | 'interface' | 'type'

/** One entry point exporting an item, and the name it has there. */
export interface ExportSite {
  module: string
  name: string
}

/** One exported declaration, documented once whatever the entry points exporting it. */
export interface ApiItem {
  /** The declared name; also the heading and the anchor. */
  name: string
  kind: ItemKind
  description: DocText
  /** Code to show: the signature of a function or class, the definition of a type alias. */
  signature?: string
  /** Fields of an interface or a class. */
  members?: MemberDoc[]
  /** Where it is exported from, and as what. */
  exports: ExportSite[]
  /** Path of the declaring file, relative to the repository. */
  source: string
}

/** A `--vap-*` custom property. */
export interface CssVariable {
  name: string
  usedFor: DocText
  light: DocText
  dark: DocText
}

/** Everything the reference pages show. */
export interface Reference {
  components: Record<string, ComponentDoc>
  items: ApiItem[]
  cssVariables: CssVariable[]
}
