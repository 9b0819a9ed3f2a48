// The pages VitePress bundles, as the Vite config it builds with names them
// (vitepress/src/node/build/bundle.ts): `build.rollupOptions.input` on 1.6 (Vite 5 and Rollup),
// `build.rolldownOptions.input` on 2.0 (Vite 8 and Rolldown); an object from chunk name to file
// either way. VitePress fixes the list before the plugins' config hooks run, from the pages it
// knew then: the generated pages join it here.

/** The part of a Vite config read here, as either line writes it. */
interface BuildConfig {
  build?: { rollupOptions?: { input?: unknown }; rolldownOptions?: { input?: unknown } }
}

/** The entry object of VitePress's build config, or undefined when it has another shape. */
export function buildInput(config: BuildConfig): Record<string, string> | undefined {
  const build = config.build
  const input = build?.rolldownOptions?.input ?? build?.rollupOptions?.input
  return input && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, string>)
    : undefined
}
