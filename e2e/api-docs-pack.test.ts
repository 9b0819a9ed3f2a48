import { packedSuite } from './packed-suite'

// The packed packages in a fresh site on the workspace's VitePress 1.6 (packed-suite.ts).
packedSuite({ line: 1 })
