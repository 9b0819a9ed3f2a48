import type { OperationPageData, SchemaPageData, SpecIndexData } from '../../shared/model'
import { localeCopyName, localeCopyOf } from '../../shared/links'
import type { EmbeddedData } from '../../shared/page'
import { positionAt } from '../errors'
import { operationOf, pagePartsOf, schemaPagePartsOf } from '../model/lazy-spec'
import { specOutline } from '../model/outline'
import { operationPageData, schemaPageData, specIndexData, type SpecModel } from '../model/spec'

/** One `<OpenApiEndpoint>`, `<OpenApiSpec>` or `<OpenApiSchema>` written in a markdown page. */
export interface EmbedTag {
  component: 'OpenApiEndpoint' | 'OpenApiSpec' | 'OpenApiSchema'
  /** The `id` (endpoint, schema) or `name` (spec) attribute. */
  target: string
  line: number
  column: number
}

const TAG =
  /<(OpenApiEndpoint|OpenApiSpec|OpenApiSchema|open-api-endpoint|open-api-spec|open-api-schema)\b([^>]*)>/g
const ATTRIBUTE = /(?:^|\s)(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/

/** Finds the embed tags of a markdown source, ignoring code blocks and inline code. */
export function findEmbeds(source: string): EmbedTag[] {
  const text = blankOutCode(source)
  const found: EmbedTag[] = []
  for (const match of text.matchAll(TAG)) {
    const attribute = ATTRIBUTE.exec(match[2] ?? '')
    if (!attribute) continue
    const component = toPascal(match[1]!)
    found.push({
      component,
      target: attribute[2] ?? attribute[3] ?? '',
      ...positionAt(text, match.index),
    })
  }
  return found
}

/** Same length, same line breaks, but fenced blocks and inline code turned into spaces. */
function blankOutCode(source: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, ' ')
  return source
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank)
}

function toPascal(name: string): EmbedTag['component'] {
  if (name.startsWith('open-api-')) {
    const rest = name.slice('open-api-'.length)
    return `OpenApi${rest[0]!.toUpperCase()}${rest.slice(1)}` as EmbedTag['component']
  }
  return name as EmbedTag['component']
}

/** What an embed could not find, said so that an author can fix it. */
export interface BrokenEmbed {
  tag: EmbedTag
  message: string
}

/**
 * The specs a markdown page's embeds may name, by name: under a locale's prefix
 * (`fr/guide.md`), each spec's copy for that locale where it has one
 * (specs/locale-copies.ts), so that the embeds' links stay in the locale; copies are never named.
 */
export function modelsForPage(
  models: ReadonlyMap<string, SpecModel>,
  relativePath: string,
): ReadonlyMap<string, SpecModel> {
  const locale = relativePath.split('/')[0] ?? ''
  const view = new Map<string, SpecModel>()
  for (const [name, model] of models)
    if (!localeCopyOf(name)) view.set(name, models.get(localeCopyName(name, locale)) ?? model)
  return view
}

/** Resolves a page's embeds to the data they show, and lists the ones that name nothing. */
export function resolveEmbeds(
  tags: EmbedTag[],
  models: ReadonlyMap<string, SpecModel>,
): { data: EmbeddedData; broken: BrokenEmbed[] } {
  const data: EmbeddedData = {}
  const broken: BrokenEmbed[] = []
  const specNames = [...models.keys()].join(', ')
  for (const tag of tags) {
    if (tag.component === 'OpenApiSpec') {
      const model = models.get(tag.target)
      if (!model)
        broken.push({
          tag,
          message: `OpenApiSpec name "${tag.target}" is not a configured spec (specs: ${specNames})`,
        })
      else (data.specs ??= {})[tag.target] = specIndexData(model) satisfies SpecIndexData
      continue
    }
    const dot = tag.target.indexOf('.')
    const model = dot > 0 ? models.get(tag.target.slice(0, dot)) : undefined
    const inner = tag.target.slice(dot + 1)
    if (!model) {
      broken.push({
        tag,
        message: `${tag.component} id "${tag.target}" must start with a configured spec name and a dot, as in "<spec>.<${tag.component === 'OpenApiSchema' ? 'SchemaName' : 'operationId'}>" (specs: ${specNames})`,
      })
      continue
    }
    // From the outline, and each page's data made alone: a lazy model stays lazy (lazy-spec.ts).
    const outline = specOutline(model)
    if (tag.component === 'OpenApiEndpoint') {
      const line = outline.operations.find((candidate) => candidate.operationId === inner)
      const operation = line && operationOf(model, line.slug)
      if (!operation) {
        broken.push({
          tag,
          message: `OpenApiEndpoint id "${tag.target}" does not exist${suggest(
            inner,
            outline.operations.map((o) => o.operationId),
            model.ref.name,
          )}`,
        })
      } else
        (data.operations ??= {})[tag.target] = operationPageData(
          pagePartsOf(model),
          operation,
        ) satisfies OperationPageData
    } else if (!Object.hasOwn(outline.schemaSlugs, inner)) {
      broken.push({
        tag,
        message: `OpenApiSchema id "${tag.target}" does not exist${suggest(inner, Object.keys(outline.schemaSlugs), model.ref.name)}`,
      })
    } else
      (data.schemas ??= {})[tag.target] = schemaPageData(
        schemaPagePartsOf(model),
        inner,
      ) satisfies SchemaPageData
  }
  return { data, broken }
}

function suggest(wanted: string, names: string[], spec: string): string {
  const lower = wanted.toLowerCase()
  const close = names.filter((name) => {
    const candidate = name.toLowerCase()
    return (
      candidate.includes(lower) || lower.includes(candidate) || editDistance(candidate, lower) <= 2
    )
  })
  return close.length
    ? ` in spec "${spec}"; did you mean ${close
        .slice(0, 3)
        .map((name) => `"${spec}.${name}"`)
        .join(' or ')}?`
    : ` in spec "${spec}"`
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}
