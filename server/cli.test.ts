import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

function startCli(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '' },
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /API server listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1] && output.includes('Ctrl+C')) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  return { child, listening, output: () => output }
}

describe('cli', () => {
  it('starts, prints its URL and endpoints, logs requests and stops on SIGTERM', async () => {
    const cli = startCli('--port', '0')
    const url = await cli.listening
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(cli.output()).toContain('/stream?events=5&interval=200')
    expect(cli.output()).toContain('demo-token')

    const response = await fetch(`${url}/status/202`)
    expect(response.status).toBe(202)
    await response.arrayBuffer()
    // Keeps a streaming response open: stopping must not wait for it.
    const controller = new AbortController()
    await fetch(`${url}/stream?events=100&interval=1000`, { signal: controller.signal })

    const exited = once(cli.child, 'exit')
    cli.child.kill('SIGTERM')
    const [code] = await exited
    controller.abort()
    expect(code).toBe(0)
    expect(cli.output()).toContain('GET /status/202 202')
    expect(cli.output()).toContain('SIGTERM: stopping')
  })

  it('refuses an invalid port', async () => {
    const cli = startCli('--port', 'eighty')
    await expect(cli.listening).rejects.toThrow(/exited with 1: Invalid port "eighty"/)
  })
})
