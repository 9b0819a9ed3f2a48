import { packedSuite } from './packed-suite'

// The packed packages in a fresh site on VitePress 2.0 (Vite 8, Rolldown), installed from the
// registry as a user would (packed-suite.ts). alpha.20 is the newest that installs here: one of
// alpha.21's dependencies is missing from the registry.
packedSuite({ line: 2, vitepress: '2.0.0-alpha.20' })
