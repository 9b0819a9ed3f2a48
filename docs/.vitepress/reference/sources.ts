// What the reference documents: each package entry point (with the source file behind it and the
// built declarations the test compares against) and each component with a page of its own.

/** An entry point of a package's `exports` map that has a TypeScript source. */
export interface EntryPoint {
  /** The specifier users import, e.g. `vue-api-playground/core`. */
  module: string
  /** Its source, relative to the repository. */
  source: string
  /** Its built declarations, relative to the repository. */
  declarations: string
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    module: 'vue-api-playground',
    source: 'packages/playground/src/index.ts',
    declarations: 'packages/playground/dist/types/index.d.ts',
  },
  {
    module: 'vue-api-playground/core',
    source: 'packages/playground/src/core/index.ts',
    declarations: 'packages/playground/dist/types/core/index.d.ts',
  },
  {
    module: 'vue-api-playground/curl',
    source: 'packages/playground/src/curl.ts',
    declarations: 'packages/playground/dist/types/curl.d.ts',
  },
  {
    module: 'vue-api-playground/snippets',
    source: 'packages/playground/src/snippets.ts',
    declarations: 'packages/playground/dist/types/snippets.d.ts',
  },
  {
    module: 'vitepress-api-docs/node',
    source: 'packages/vitepress/src/node/index.ts',
    declarations: 'packages/vitepress/dist/types/node/index.d.ts',
  },
  {
    module: 'vitepress-api-docs/client',
    source: 'packages/vitepress/src/client/index.ts',
    declarations: 'packages/vitepress/dist/types/client/index.d.ts',
  },
]

/** The public components, by exported name, with their `.vue` files. */
export const COMPONENTS: Readonly<Record<string, string>> = {
  VueApiPlayground: 'packages/playground/src/components/VueApiPlayground/VueApiPlayground.vue',
  ApiRequest: 'packages/playground/src/components/ApiRequest/ApiRequest.vue',
  ApiResponse: 'packages/playground/src/components/ApiResponse/ApiResponse.vue',
  MethodBadge: 'packages/playground/src/components/MethodBadge/MethodBadge.vue',
  OpenApiEndpoint: 'packages/vitepress/src/client/components/embeds/OpenApiEndpoint.vue',
  OpenApiSpec: 'packages/vitepress/src/client/components/embeds/OpenApiSpec.vue',
  OpenApiSchema: 'packages/vitepress/src/client/components/embeds/OpenApiSchema.vue',
}

/** The styles README: the table of `--vap-*` variables, and the stylesheet declaring them. */
export const CSS_VARIABLES_README = 'packages/playground/src/styles/README.md'
export const CSS_VARIABLES_SOURCE = 'packages/playground/src/styles/theme.css'
