import { relative, resolve } from 'node:path'
import ts from 'typescript'
import type { ComponentMeta, PropertyMeta } from 'vue-component-meta'
import type { ReferenceChecker } from './checker'
import { toDocText } from './doc-text'
import type { ComponentDoc, DocText, EventDoc, MemberDoc } from './model'

const defaultTag = (tags: PropertyMeta['tags']) => tags.find((tag) => tag.name === 'default')?.text

/** A prop's type without the `| undefined` every optional prop carries. */
const propType = (prop: PropertyMeta) =>
  prop.required ? prop.type : prop.type.replace(/ \| undefined$/, '')

function toProp(prop: PropertyMeta): MemberDoc {
  // The default the code applies (withDefaults, defineModel) wins over the comment's `@default`;
  // the comment says it in words where the code has none (e.g. "the first of `servers`").
  const coded =
    prop.default === undefined || prop.default === 'undefined' ? undefined : prop.default
  const value = coded ?? defaultTag(prop.tags)
  return {
    name: prop.name,
    type: propType(prop),
    required: prop.required,
    description: toDocText(prop.description),
    ...(value === undefined ? {} : { default: value }),
  }
}

/**
 * TSDoc of the events, by name. vue-component-meta reads it from the call signatures of `emit`,
 * which the tuple form (`{ execute: [envelope: RequestEnvelope] }`) does not have: read it from
 * the members of the type given to `defineEmits`.
 */
function emitsDocs(program: ts.Program, file: string): Map<string, string> {
  const docs = new Map<string, string>()
  const source = program.getSourceFile(file)
  if (!source) return docs
  const checker = program.getTypeChecker()
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEmits' &&
      node.typeArguments?.[0]
    ) {
      const type = checker.getTypeFromTypeNode(node.typeArguments[0])
      for (const member of type.getProperties())
        docs.set(member.name, ts.displayPartsToString(member.getDocumentationComment(checker)))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return docs
}

function toEvents(meta: ComponentMeta, docs: Map<string, string>): EventDoc[] {
  return meta.events.map((event) => {
    let description = event.description || docs.get(event.name) || ''
    // A `defineModel` emits `update:<name>`; it is described by its prop.
    const model = event.name.startsWith('update:') ? event.name.slice('update:'.length) : null
    if (!description && model && meta.props.some((prop) => prop.name === model))
      description = `\`v-model:${model}\`: the new value of \`${model}\`.`
    return { name: event.name, payload: event.type, description: toDocText(description) }
  })
}

/** Props, events and slots of one component. */
export function componentDoc(
  checker: ReferenceChecker,
  root: string,
  name: string,
  file: string,
): ComponentDoc {
  const path = resolve(root, file)
  const meta = checker.getComponentMeta(path)
  const program = checker.getProgram()
  return {
    name,
    source: relative(root, path),
    // Global props (key, ref, class, onVue:mounted, ...) belong to every component.
    props: meta.props.filter((prop) => !prop.global).map(toProp),
    events: toEvents(meta, program ? emitsDocs(program, path) : new Map()),
    slots: meta.slots.map((slot) => ({
      name: slot.name,
      props: slot.type,
      description: toDocText(slot.description) satisfies DocText,
    })),
  }
}
