import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import type * as CompilerSfc from 'vue/compiler-sfc'
import type { ThemeModule, ThemeStyles } from './module'
import { compileSfc, componentId, type VueOptions } from './sfc'
import { styleBlockCss, styleModuleCode } from './styles'

// VitePress's default theme, compiled when this package is built, for the pre-bundle that a
// cold `vitepress dev` makes of it (./plugins/default-theme.ts). Compiling its SFCs there is
// about half a second of the server's CPU, while the browser waits for the bundle; the theme is
// the same in every site that installs the same VitePress, so the package carries it compiled.
// A file is taken from here only where a compile on the site would give the very same module:
// the same source (by hash), a compiler of the same minor version (its output runs on the
// runtime of its minor and later, as any library's compiled components do), the same options,
// and the same answers from the site's `isCustomElement`. A `<script setup>` whose props are
// typed from another file (`vitepress/theme`'s types) compiles differently where the compiler
// cannot resolve that file: without TypeScript beside the site's `vue` (`vue/compiler-sfc` loads
// it to resolve a package's types), its props get no runtime type. Such an SFC is carried
// compiled both ways, each taken where the site's compiler would read the same files (by hash).
// Anything else is compiled on the site. The file's path and the component's id differ from
// site to site: they are filled in on load.

/** Stands for the SFC's path in the compiled text. */
const FILE = '@@vitepress-api-docs:file@@'
/** Stands for the component's id (plugin-vue's, from the path relative to the site's root). */
const ID = '@@vitepress-api-docs:id@@'

/** One SFC of the theme, compiled. */
interface PrecompiledFile {
  /** SHA-256 of its source. */
  hash: string
  loader: 'js' | 'ts'
  code: string
  /** Each style request it imports, with the block's compiled CSS or null. */
  styles: [request: string, css: string | null][]
  /** The files its props' types were read from, relative to the theme's folder, and their hash. */
  deps?: [path: string, hash: string][]
  /** Where it reads types from files: its compile by a compiler without TypeScript. */
  untyped?: { code: string; deps?: [path: string, hash: string][] }
}

/** The theme compiled at the package's build: the contents of `default-theme.json`. */
export interface PrecompiledThemeData {
  v: 1
  /** The compiler's `major.minor`. */
  compiler: string
  /** `compileKey` of the options it was compiled with. */
  key: string
  /** The tags the compile asked `isCustomElement` about (it answered no to all). */
  tags: string[]
  /** By path inside the theme's folder, `/`-separated. */
  files: Record<string, PrecompiledFile>
}

/**
 * Where the package carries its compile of each VitePress line's theme (this file sits at the
 * same depth in src/ and dist/): 1.6's, and 2.0's as the version this package was built with.
 */
export const PRECOMPILED_THEMES = {
  1: new URL('./default-theme.json', import.meta.url),
  2: new URL('./default-theme-2.json', import.meta.url),
} as const

/** Where the package carries its compile of VitePress 1.6's theme. */
export const PRECOMPILED_THEME = PRECOMPILED_THEMES[1]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const minor = (version: string | undefined) => /^\d+\.\d+/.exec(version ?? '')?.[0]
const replaceAll = (text: string, from: string, to: string) => text.split(from).join(to)
/** A path as it stands inside a JSON string (backslashes doubled on Windows). */
const inJson = (path: string) => JSON.stringify(path).slice(1, -1)

/**
 * Whether the site's `vue/compiler-sfc` finds TypeScript, as its `register-ts.js` requires it
 * (from `vue`'s folder), to resolve types imported from a package.
 */
export function findsTypescript(root: string): boolean {
  try {
    const sfc = createRequire(join(root, 'package.json')).resolve('vue/compiler-sfc')
    createRequire(sfc).resolve('typescript')
    return true
  } catch {
    return false
  }
}

/**
 * Another instance of the site's `@vue/compiler-sfc` (the one `vue/compiler-sfc` loads from
 * `from`), set up as on a site without TypeScript: it fails to resolve types from a package.
 */
export function compilerWithoutTypescript(from: string): typeof CompilerSfc {
  const require = createRequire(
    createRequire(join(from, 'package.json')).resolve('vue/compiler-sfc'),
  )
  const path = require.resolve('@vue/compiler-sfc')
  const cached = require.cache[path]
  delete require.cache[path]
  try {
    const compiler = require(path) as typeof CompilerSfc
    compiler.registerTS(() => {
      throw new Error("Cannot find module 'typescript'")
    })
    return compiler
  } finally {
    if (cached) require.cache[path] = cached
  }
}

/** The compile without TypeScript, or undefined where it fails: the site compiles it then. */
function untypedCompile(file: string, source: string, options: VueOptions) {
  try {
    return compileSfc(file, source, options)
  } catch {
    return undefined
  }
}

/** Files by their path relative to `dir` with their hash; undefined for none. */
function hashed(dir: string, files: string[]): [path: string, hash: string][] | undefined {
  if (!files.length) return undefined
  return files.map((file) => [
    relative(dir, file).split(sep).join('/'),
    sha256(readFileSync(file, 'utf8')),
  ])
}

/** Whether a value is data that JSON says in full. */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value as object).every(isPlainData)
}

/**
 * A text that is the same for two sets of plugin-vue options exactly when a theme compile
 * (../sfc.ts, ../styles.ts) reads the same from them, leaving out the id's inputs
 * and `isCustomElement`; undefined when they hold anything but data (a node transform, say).
 */
export function compileKey(options: VueOptions): string | undefined {
  const compilerOptions = { ...options.template?.compilerOptions }
  delete compilerOptions.isCustomElement
  const read = {
    template: { ...options.template, compilerOptions },
    script: options.script,
    style: options.style,
    propsDestructure: options.features?.propsDestructure,
  }
  return isPlainData(read) ? JSON.stringify(read) : undefined
}

/** The theme's `.vue` files, by their `/`-separated path inside `themeDir`. */
function themeSfcs(themeDir: string): string[] {
  return readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.vue'))
    .map((file) => file.split(sep).join('/'))
    .sort()
}

/** Compiles every SFC of the theme in `themeDir` with a default VitePress site's options. */
export function precompileTheme(
  themeDir: string,
  compiler: typeof CompilerSfc,
  untypedCompiler: typeof CompilerSfc = compilerWithoutTypescript(themeDir),
): PrecompiledThemeData {
  // Without it, the compile of props typed from a package would be the one of a site without it.
  if (!findsTypescript(themeDir))
    throw new Error(`vitepress-api-docs: compiling ${themeDir} needs TypeScript beside vue`)
  const tags = new Set<string>()
  const options: VueOptions = {
    root: themeDir,
    compiler,
    template: { compilerOptions: {} },
  }
  const key = compileKey(options)!
  const asking: VueOptions = {
    ...options,
    template: {
      compilerOptions: {
        isCustomElement: (tag) => {
          tags.add(tag)
          return false
        },
      },
    },
  }
  const files: Record<string, PrecompiledFile> = {}
  for (const path of themeSfcs(themeDir)) {
    const file = join(themeDir, path)
    const source = readFileSync(file, 'utf8')
    const sfc = compileSfc(file, source, asking)
    // A placeholder is only ever what this compile put there.
    if ([FILE, ID, sfc.id].some((text) => source.includes(text))) continue
    const holes = (text: string, path: string) =>
      replaceAll(replaceAll(text, path, FILE), sfc.id, ID)
    const deps = hashed(themeDir, sfc.deps)
    const untyped = deps && untypedCompile(file, source, { ...asking, compiler: untypedCompiler })
    files[path] = {
      hash: sha256(source),
      ...(deps && { deps }),
      ...(untyped && {
        untyped: {
          code: holes(untyped.code, inJson(file)),
          deps: hashed(themeDir, untyped.deps),
        },
      }),
      loader: sfc.loader,
      code: holes(sfc.code, inJson(file)),
      styles: sfc.styles.map((request, index) => {
        const css = styleBlockCss(
          { filename: file, block: sfc.descriptor.styles[index]!, componentId: sfc.id },
          options,
        )
        return [holes(request, file), css === undefined ? null : holes(css, file)]
      }),
    }
  }
  return { v: 1, compiler: minor(compiler.version)!, key, tags: [...tags].sort(), files }
}

/** The theme as compiled at the package's build, for the SFCs a site compiles the same. */
export class PrecompiledTheme {
  private typescript: boolean | undefined

  constructor(
    private readonly data: PrecompiledThemeData,
    private readonly themeDir: string,
  ) {}

  /** Reads the package's compile; undefined where there is none (the package's own tests). */
  static read(themeDir: string, file: URL = PRECOMPILED_THEME): PrecompiledTheme | undefined {
    let data: PrecompiledThemeData
    try {
      data = JSON.parse(readFileSync(file, 'utf8')) as PrecompiledThemeData
    } catch {
      return undefined
    }
    return data.v === 1 ? new PrecompiledTheme(data, themeDir) : undefined
  }

  /** Whether a compile with these options on the site gives what was compiled here. */
  compilesAlike(options: VueOptions): boolean {
    if (minor(options.compiler.version) !== this.data.compiler) return false
    if (compileKey(options) !== this.data.key) return false
    const isCustomElement = options.template?.compilerOptions?.isCustomElement
    return !isCustomElement || !this.data.tags.some((tag) => isCustomElement(tag))
  }

  /**
   * The compiled code that the site's compiler would give, as it reads types from files: with
   * TypeScript where `vue/compiler-sfc` finds it, without it otherwise; each file it read must be
   * the same.
   */
  private codeFor(compiled: PrecompiledFile, root: string): string | undefined {
    if (!compiled.deps) return compiled.code
    this.typescript ??= findsTypescript(root)
    const read = this.typescript ? compiled : compiled.untyped
    if (!read || !(read.deps ?? []).every(([path, hash]) => this.hashOf(path) === hash))
      return undefined
    return read.code
  }

  private hashOf(path: string): string | undefined {
    try {
      return sha256(readFileSync(join(this.themeDir, path), 'utf8'))
    } catch {
      return undefined
    }
  }

  /**
   * The module of the theme's SFC `file` with `source`, as the site would compile it with
   * `options`; undefined where that compile could differ.
   */
  module(
    file: string,
    source: string,
    options: VueOptions,
    styles: ThemeStyles,
  ): ThemeModule | undefined {
    const compiled = this.data.files[relative(this.themeDir, file).split(sep).join('/')]
    if (!compiled || compiled.hash !== sha256(source) || !this.compilesAlike(options))
      return undefined
    const code = this.codeFor(compiled, options.root)
    if (code === undefined) return undefined
    const id = componentId(file, source, options)
    const fill = (text: string, path: string) => replaceAll(replaceAll(text, FILE, path), ID, id)
    return {
      code: fill(code, inJson(file)),
      loader: compiled.loader,
      styles: compiled.styles.map(([request, css]) => {
        const filled = fill(request, file)
        return [
          filled,
          styles.inline && css !== null
            ? styleModuleCode(filled, fill(css, file), styles.viteClient)
            : undefined,
        ]
      }),
    }
  }
}
