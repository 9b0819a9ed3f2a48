import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import type * as CompilerSfc from 'vue/compiler-sfc'

// One `.vue` file of VitePress's default theme, compiled into a JavaScript module for Vite's
// dependency pre-bundle the way @vitejs/plugin-vue compiles it when it serves the file in dev
// (`transformMain` in its source, `node_modules/@vitejs/plugin-vue/dist/index.mjs`): the script,
// the template as a separate render function, then the component's `<style>` blocks as imports
// of the requests plugin-vue serves (`X.vue?vue&type=style&index=N&scoped=ID&lang.css`). Those
// requests stay outside the pre-bundle: plugin-vue compiles each block when the browser asks for
// it, with the scope id it computes itself, so the markup here must carry the very same id.

/** What this compile reads of @vitejs/plugin-vue's resolved options (its `api.options`). */
export interface VueOptions {
  /** Vite's root, to which plugin-vue makes the file's path relative for its scope id. */
  root: string
  compiler: typeof CompilerSfc
  isProduction?: boolean
  script?: Partial<CompilerSfc.SFCScriptCompileOptions>
  style?: Partial<Pick<CompilerSfc.SFCStyleCompileOptions, 'trim'>>
  template?: Partial<Omit<CompilerSfc.SFCTemplateCompileOptions, 'compilerOptions'>> & {
    compilerOptions?: CompilerSfc.CompilerOptions
  }
  features?: {
    componentIdGenerator?:
      | 'filepath'
      | 'filepath-source'
      | ((
          filepath: string,
          source: string,
          isProduction: boolean | undefined,
          getHash: (text: string) => string,
        ) => string)
    propsDestructure?: boolean | 'error'
  }
}

/** plugin-vue's `getHash`: the first 8 hex digits of the text's SHA-256. */
const getHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 8)

/**
 * The id plugin-vue gives the component (`createDescriptor` in its source): scoped styles and the
 * markup's `data-v-` attribute both carry it.
 */
export function componentId(filename: string, source: string, options: VueOptions): string {
  const path = relative(options.root, filename).replace(/\\/g, '/')
  const generator = options.features?.componentIdGenerator
  if (generator === 'filepath') return getHash(path)
  if (generator === 'filepath-source') return getHash(path + source)
  if (typeof generator === 'function') return generator(path, source, options.isProduction, getHash)
  return getHash(path + (options.isProduction ? source : ''))
}

// plugin-vue's `attrsToQuery`: a block's attributes as the request's query, its language last.
const IGNORED_ATTRS = new Set(['id', 'index', 'src', 'type', 'lang', 'module', 'scoped', 'generic'])
function attrsToQuery(attrs: Record<string, string | true>, langFallback: string): string {
  let query = ''
  for (const [name, value] of Object.entries(attrs)) {
    if (!IGNORED_ATTRS.has(name))
      query += `&${encodeURIComponent(name)}${value === true ? '' : `=${encodeURIComponent(value)}`}`
  }
  return `${query}&lang.${typeof attrs.lang === 'string' ? attrs.lang : langFallback}`
}

/** A compiled SFC: module source in `loader`'s language (TypeScript when the script is). */
export interface CompiledSfc {
  code: string
  loader: 'js' | 'ts'
  /** The style requests it imports, in order. */
  styles: string[]
  /** The parsed SFC, for its style blocks. */
  descriptor: CompilerSfc.SFCDescriptor
  /** plugin-vue's id of the component. */
  id: string
  /** The files the script's types were resolved from (`SFCScriptBlock.deps`). */
  deps: string[]
}

/** Compiles one SFC for the browser in dev, as plugin-vue would serve it. */
export function compileSfc(filename: string, source: string, options: VueOptions): CompiledSfc {
  const { compiler } = options
  const { descriptor, errors } = compiler.parse(source, {
    filename,
    sourceMap: false,
    templateParseOptions: options.template?.compilerOptions,
  })
  if (errors.length) throw errors[0]
  if (descriptor.template?.src || descriptor.script?.src || descriptor.scriptSetup?.src)
    throw new Error(`${filename}: a block with \`src\` is not pre-bundled`)
  if (descriptor.cssVars.length || descriptor.styles.some((style) => style.module || style.src))
    throw new Error(
      `${filename}: CSS modules, \`v-bind()\` in CSS and \`src\` styles are not pre-bundled`,
    )
  const id = componentId(filename, source, options)
  const scoped = descriptor.styles.some((style) => style.scoped)
  const lang = descriptor.scriptSetup?.lang ?? descriptor.script?.lang
  const typescript = lang === 'ts'
  const compilerOptions = options.template?.compilerOptions ?? {}
  const expressionPlugins = [...(compilerOptions.expressionPlugins ?? [])]
  if (typescript && !expressionPlugins.includes('typescript')) expressionPlugins.push('typescript')

  const templateOptions = {
    ...options.template,
    id,
    filename,
    scoped,
    slotted: descriptor.slotted,
    isProd: false,
    ssr: false,
    // The theme's templates have no asset URL for plugin-vue to rewrite.
    transformAssetUrls: false as const,
    compilerOptions: {
      ...compilerOptions,
      scopeId: scoped ? `data-v-${id}` : undefined,
      expressionPlugins,
    },
  }
  const script =
    descriptor.script || descriptor.scriptSetup
      ? compiler.compileScript(descriptor, {
          ...options.script,
          id,
          isProd: false,
          // plugin-vue in dev keeps the template apart from the script (for hot updates and the
          // devtools): the same here, so the components behave as they did.
          inlineTemplate: false,
          templateOptions,
          sourceMap: false,
          genDefaultAs: '_sfc_main',
          propsDestructure: options.features?.propsDestructure ?? options.script?.propsDestructure,
        })
      : undefined
  const parts = [script ? script.content : 'const _sfc_main = {}']
  const attached: [string, string][] = []
  if (descriptor.template) {
    const template = compiler.compileTemplate({
      ...templateOptions,
      source: descriptor.template.content,
      ast: descriptor.template.ast,
      compilerOptions: { ...templateOptions.compilerOptions, bindingMetadata: script?.bindings },
    })
    if (template.errors.length) {
      const [error] = template.errors
      throw typeof error === 'string' ? new Error(`${filename}: ${error}`) : error
    }
    parts.push(template.code.replace(/\nexport (function|const) render/, '\n$1 _sfc_render'))
    attached.push(['render', '_sfc_render'])
  }
  const styles = descriptor.styles.map(
    (style, index) =>
      `${filename}?vue&type=style&index=${index}${style.scoped ? `&scoped=${id}` : ''}${attrsToQuery(style.attrs, 'css')}`,
  )
  parts.push(...styles.map((request) => `import ${JSON.stringify(request)}`))
  if (scoped) attached.push(['__scopeId', JSON.stringify(`data-v-${id}`)])
  attached.push(['__file', JSON.stringify(filename)])
  // plugin-vue's export helper (`\0plugin-vue:export-helper`), written out.
  parts.push(
    'const _sfc_target = _sfc_main.__vccOpts || _sfc_main',
    ...attached.map(([key, value]) => `_sfc_target.${key} = ${value}`),
    'export default _sfc_main',
  )
  return {
    code: parts.join('\n'),
    loader: typescript ? 'ts' : 'js',
    styles,
    descriptor,
    id,
    deps: script?.deps ?? [],
  }
}
