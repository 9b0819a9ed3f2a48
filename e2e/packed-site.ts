import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A VitePress site as an npm user makes one: both packages packed (`npm pack`) and installed from
// their tarballs into a folder outside the repository, so nothing resolves from the workspace.

const REPO = fileURLToPath(new URL('..', import.meta.url))

interface Run {
  code: number | null
  stdout: string
  /** stdout and stderr as they came. */
  output: string
}

/** Runs a command to its end, collecting what it printed. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, output }))
  })
}

/** Runs a command that must succeed, for its stdout; all it printed is the failure otherwise. */
export async function mustRun(command: string, args: string[], cwd: string): Promise<string> {
  const { code, stdout, output } = await run(command, args, cwd)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)
  return stdout
}

/** The version of a package the workspace has installed: the fresh site uses the same. */
const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/** Writes files by their path relative to `root`. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/**
 * Packs both packages into `work/tarballs`, writes a site in `work/site` with only what the
 * README tells a user to write (package.json, the config and theme files, `files`), and
 * installs it, with `vitepress` at the given version (the workspace's by default). Resolves to the
 * site's root.
 */
export async function packedSite(
  work: string,
  config: string,
  files: Record<string, string>,
  vitepress = installed('vitepress'),
): Promise<string> {
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs, { recursive: true })
  const packed = JSON.parse(
    await mustRun(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        tarballs,
        '-w',
        'packages/playground',
        '-w',
        'packages/vitepress',
      ],
      REPO,
    ),
  ) as { name: string; filename: string }[]
  const tarball = (name: string) =>
    `file:${join(tarballs, packed.find((entry) => entry.name === name)!.filename)}`
  const site = join(work, 'site')
  // A fresh site each time: npm keeps an installed `file:` tarball of the same name and version,
  // so a site left from an earlier run (the benches' folders) kept that run's packages.
  rmSync(site, { recursive: true, force: true })
  writeFiles(site, {
    'package.json': JSON.stringify(
      {
        name: 'fresh-api-docs-site',
        private: true,
        type: 'module',
        dependencies: {
          'vitepress-api-docs': tarball('vitepress-api-docs'),
          'vue-api-playground': tarball('vue-api-playground'),
          vitepress,
          vue: installed('vue'),
        },
      },
      null,
      2,
    ),
    '.vitepress/config.ts': config,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    ...files,
  })
  await mustRun('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], site)
  return site
}
