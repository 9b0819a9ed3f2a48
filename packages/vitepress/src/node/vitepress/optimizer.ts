// Vite's dependency optimizer, which pre-bundles the plugin's client in `vitepress dev`, runs on
// esbuild in Vite 5 (VitePress 1.6: `optimizeDeps.esbuildOptions.plugins`) and on Rolldown in
// Vite 8 (VitePress 2.0: `optimizeDeps.rolldownOptions.plugins`; esbuild's options are only
// translated, with a deprecation warning). https://vite.dev/config/dep-optimization-options
import type { UserConfig } from 'vitepress'
import type { VitePressLine } from './version'

/** An esbuild plugin of the esbuild that VitePress 1.6's Vite runs. */
export type EsbuildPlugin = NonNullable<
  NonNullable<NonNullable<UserConfig['vite']>['optimizeDeps']>['esbuildOptions']
>['plugins'] extends (infer P)[] | undefined
  ? P
  : never

/** The optimizer options that leave imports matching `ids` as imports of the pre-bundle. */
export function keepOutOfOptimizer(
  line: VitePressLine,
  ids: RegExp,
): { esbuildOptions: { plugins: EsbuildPlugin[] } } | { rolldownOptions: { plugins: object[] } } {
  const name = 'vitepress-api-docs:virtual-modules-outside'
  if (line === 2)
    return {
      rolldownOptions: {
        plugins: [
          {
            name,
            resolveId: (id: string) => (ids.test(id) ? { id, external: true } : undefined),
          },
        ],
      },
    }
  return {
    esbuildOptions: {
      plugins: [
        {
          name,
          setup(build) {
            build.onResolve({ filter: ids }, ({ path }) => ({ path, external: true }))
          },
        },
      ],
    },
  }
}
