import type { OperationModel, SecuritySchemeModel } from '../../shared/model'
import type { LoadedSpec } from '../description/load'
import { renderMarkdown } from '../markdown/render'
import { externalDocs } from './operation/extensions'
import { lazyRefTargets } from './lazy-targets'
import type { OperationContext } from './operation/operation'
import { setOutline, type SpecOutline } from './outline'
import { RefResolver } from './refs/refs'
import { toSchemaNode } from './schema'
import { securitySchemes } from './operation/security'
import {
  buildVisibleModel,
  componentSchemas,
  components,
  entryLine,
  entryOperation,
  operationContext,
  operationEntries,
  slugsOfSchemas,
  specHead,
  specTags,
  type OperationEntry,
  type PageParts,
  type SchemaPageParts,
  type SpecModel,
} from './spec'
import { RawRefs } from './refs/raw-refs'
import { usedByOf } from './used-by'

/** The parts of a model that are made only when something asks for them. */
const DEFERRED = [
  'operations',
  'schemas',
  'refTargets',
  'securitySchemes',
  'usedBy',
  'usedByCount',
] as const

const lazySpecs = new WeakMap<SpecModel, LazySpec>()

/** The operation of a page slug: made alone for a lazy model, found in a whole one. */
export function operationOf(model: SpecModel, slug: string): OperationModel | undefined {
  const lazy = lazySpecOf(model)
  return lazy ? lazy.operation(slug) : model.operations.find((op) => op.slug === slug)
}

/** What an operation's page takes from a model, lazy or whole. */
export function pagePartsOf(model: SpecModel): PageParts {
  return lazySpecOf(model)?.pageParts() ?? model
}

/** What a schema's page takes from a model, lazy or whole. */
export function schemaPagePartsOf(model: SpecModel): SchemaPageParts {
  return lazySpecOf(model)?.schemaPageParts() ?? model
}

/** The lazy spec a model stands in for, if it is one (see `LazySpec.model`). */
export function lazySpecOf(model: SpecModel): LazySpec | undefined {
  return lazySpecs.get(model)
}

/**
 * Whether a description's pages can be made one at a time with the same result as the whole
 * model's, given its internal `$ref` pointers (see `internalRefs`): not when one points anywhere
 * but at a whole component. A schema named by such a pointer is inlined or kept as a fragment
 * depending on what was converted before it (see `pointerSchema`), so only the whole model,
 * converted in its order, gives the build's pages. Nor when other files were bundled in: their
 * refs became such pointers.
 */
export function pagesMadeAlone(
  loaded: Pick<LoadedSpec, 'bundled'>,
  refs: Iterable<string>,
): boolean {
  if (loaded.bundled) return false
  for (const ref of refs) if (!WHOLE_COMPONENT.test(ref)) return false
  return true
}

const WHOLE_COMPONENT = /^#\/components\/[^/]+\/[^/]+$/

/**
 * A spec whose pages are made when asked for, for `vitepress dev`: a fast pass over the parsed
 * description finds its operations, tags and schema names (the routes and sidebar need nothing
 * else), and an operation's page normalizes only that operation and the schemas it reaches.
 * Microsoft Graph beta's whole model takes seconds; its first page, milliseconds. `model` stands
 * for the whole model wherever one is asked for: its operations, schemas and users are made the
 * first time one of them is read (a schema's page, an embed), by `makeWhole`.
 */
export class LazySpec {
  readonly outline: SpecOutline
  readonly model: SpecModel
  /** What single pages are made from, until the whole model is made. */
  private parts:
    | {
        entries: Map<string, OperationEntry>
        context: OperationContext
        made: Map<string, OperationModel>
        securitySchemes?: SecuritySchemeModel[]
        users?: Pick<SpecModel, 'usedBy' | 'usedByCount'>
      }
    | undefined
  private whole: SpecModel | undefined
  private wholeOperations: Map<string, OperationModel> | undefined

  /** `loaded` without its hidden parts (see `visibleSpec`). */
  constructor(
    private loaded: LoadedSpec | undefined,
    private readonly makeWhole: (loaded: LoadedSpec) => SpecModel = buildVisibleModel,
  ) {
    const { document } = loaded!
    const rawSchemas = componentSchemas(document)
    // The lookup and the resolver need each other: the lookup converts only once asked, by then
    // the resolver exists.
    const refTargets = lazyRefTargets(rawSchemas, (raw) => toSchemaNode(raw, refs))
    const refs = new RefResolver(loaded!, refTargets)
    const entries = operationEntries(loaded!, refs)
    const operations = entries.map(entryLine)
    const head = specHead(loaded!)
    const schemaSlugs = slugsOfSchemas(Object.keys(rawSchemas))
    this.outline = { ...head, operations, schemaSlugs, ...specTags(document, operations) }
    this.parts = {
      entries: new Map(entries.map((entry) => [entry.ids.slug, entry])),
      context: operationContext(loaded!, refs, refTargets),
      made: new Map(),
    }
    this.model = this.standIn()
    setOutline(this.model, this.outline)
    lazySpecs.set(this.model, this)
  }

  /** Whether the whole model has been made. */
  get isWhole(): boolean {
    return this.whole !== undefined
  }

  /** The normalized operation of a page slug, made on the first ask. */
  operation(slug: string): OperationModel | undefined {
    if (this.whole) {
      this.wholeOperations ??= new Map(this.whole.operations.map((op) => [op.slug, op]))
      return this.wholeOperations.get(slug)
    }
    const { entries, context, made } = this.parts!
    let operation = made.get(slug)
    if (!operation) {
      const entry = entries.get(slug)
      if (!entry) return undefined
      operation = entryOperation(entry, context, this.loaded!.entry.server)
      made.set(slug, operation)
    }
    return operation
  }

  /** What an operation's page takes from its model (see `operationPageData`). */
  pageParts(): PageParts {
    if (this.whole) return this.whole
    const parts = this.parts!
    parts.securitySchemes ??= securitySchemes(components(this.loaded!.document), parts.context.refs)
    return {
      ref: this.outline.ref,
      refTargets: parts.context.schemas,
      securitySchemes: parts.securitySchemes,
      schemaSlugs: this.outline.schemaSlugs,
    }
  }

  /**
   * What a schema's page takes from its model: the schemas as an operation's page has them, and
   * every schema's users, read from the description (see raw-refs.ts) on the first ask. Microsoft
   * Graph beta's take a second, its whole model many.
   */
  schemaPageParts(): SchemaPageParts {
    if (this.whole) return this.whole
    const parts = this.parts!
    const page = this.pageParts()
    if (!parts.users) {
      const raw = new RawRefs(parts.context.refs)
      const entries = [...parts.entries.values()]
      const schemas = componentSchemas(this.loaded!.document)
      parts.users = usedByOf(
        this.outline.operations,
        (_, index) => raw.operation(entries[index]!),
        (name) => (Object.hasOwn(schemas, name) ? raw.schema(schemas[name]) : undefined),
      )
    }
    return { ...page, schemas: page.refTargets, ...parts.users }
  }

  /** The whole model, made (once) on the first ask; the description is let go then. */
  wholeModel(): SpecModel {
    if (!this.whole) {
      this.whole = this.makeWhole(this.loaded!)
      this.loaded = undefined
      this.parts = undefined
    }
    return this.whole
  }

  /** The model as consumers of whole models see it; its deferred parts make the whole model. */
  private standIn(): SpecModel {
    const { document } = this.loaded!
    const model = { ...this.outline, operations: [] } as unknown as SpecModel
    const docs = externalDocs(document.externalDocs)
    if (docs) model.externalDocs = docs
    const description = renderMarkdown(document.info?.description)
    if (description) model.description = description
    const fill = () => {
      const whole = this.wholeModel()
      for (const key of DEFERRED)
        Object.defineProperty(model, key, {
          value: whole[key],
          enumerable: whole[key] !== undefined,
          writable: true,
          configurable: true,
        })
      return whole
    }
    for (const key of DEFERRED)
      Object.defineProperty(model, key, {
        get: () => fill()[key],
        enumerable: true,
        configurable: true,
      })
    return model
  }
}
