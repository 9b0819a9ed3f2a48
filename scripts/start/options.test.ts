import { describe, expect, it } from 'vitest'
import { DEFAULT_API_PORT, DEFAULT_PORT, readStartOptions, StartUsageError } from './options.ts'

describe('readStartOptions', () => {
  it('uses the default ports on 127.0.0.1', () => {
    expect(readStartOptions([], {})).toEqual({
      port: DEFAULT_PORT,
      apiPort: DEFAULT_API_PORT,
      host: '127.0.0.1',
      rebuild: false,
    })
  })

  it('takes ports from the command line before the environment', () => {
    const options = readStartOptions(['--port', '5000', '--api-port=5001'], { PORT: '6000' })
    expect(options).toMatchObject({ port: 5000, apiPort: 5001 })
    expect(readStartOptions([], { PORT: '6000', API_PORT: '6001' })).toMatchObject({
      port: 6000,
      apiPort: 6001,
    })
  })

  it('answers --help', () => {
    expect(readStartOptions(['--help'], {})).toBe('help')
  })

  it.each([
    [['--port', 'abc'], '--port: "abc" is not a port'],
    [['--api-port', '70000'], '--api-port: "70000" is not a port'],
    [['--port', '5000', '--api-port', '5000'], 'both 5000'],
    [['--colour'], "Unknown option '--colour'"],
  ])('rejects %j with a message that names the mistake', (argv, message) => {
    expect(() => readStartOptions(argv, {})).toThrow(StartUsageError)
    expect(() => readStartOptions(argv, {})).toThrow(message)
  })
})
