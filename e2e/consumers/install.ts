import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const workspace = fileURLToPath(new URL('../../', import.meta.url))
const packageDir = join(workspace, 'packages/playground')
const appSource = fileURLToPath(new URL('./app/', import.meta.url))

/** A fresh app outside the workspace with the package installed from its packed tarball. */
export interface ConsumerApp {
  /** The app's folder: index.html, main.js, style.css and node_modules. */
  dir: string
  /** Deletes the app. */
  remove: () => Promise<void>
}

/**
 * Packs the built package (`npm pack`, as it would be published) and installs the tarball into a
 * temporary app, with `vue` linked from the workspace so nothing is downloaded.
 */
export async function installConsumerApp(): Promise<ConsumerApp> {
  if (!existsSync(join(packageDir, 'dist/index.js'))) {
    throw new Error('packages/playground/dist is missing: run `npm run build` first')
  }
  // Outside the workspace: no tsconfig paths, workspace links or parent node_modules to lean on.
  const dir = await mkdtemp(join(tmpdir(), 'vap-consumer-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: packageDir,
    })
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }]
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }),
    )
    await run(
      'npm',
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        join(dir, filename),
        join(workspace, 'node_modules/vue'),
      ],
      { cwd: dir },
    )
    for (const file of await readdir(appSource)) {
      await copyFile(join(appSource, file), join(dir, file))
    }
    // The page links the stylesheet itself, so no bundler needs a CSS loader for this app.
    await copyFile(
      join(dir, 'node_modules/vue-api-playground/dist/style.css'),
      join(dir, 'style.css'),
    )
    return { dir, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
