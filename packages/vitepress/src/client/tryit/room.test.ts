import { describe, expect, it } from 'vitest'
import type { OperationModel } from '../../shared/model'
import { operationPage } from '../testUtils'
import { tryItRoom } from './room'

const operation = (over: Partial<OperationModel>) => operationPage(over).operation

describe('tryItRoom', () => {
  it('counts the fields the panel shows and whether it has a body', () => {
    const room = tryItRoom(
      operation({
        parameters: [
          { name: 'id', in: 'path', required: true },
          { name: 'q', in: 'query', required: false },
          { name: 'X-Trace', in: 'header', required: false },
          { name: 'session', in: 'cookie', required: false },
        ],
        requestBody: { required: true, content: [] },
      }),
    )
    expect(room).toEqual({ '--vpad-tryit-fields': '3', '--vpad-tryit-body': '1' })
  })

  it('holds no fields for a method a browser cannot send (fetch refuses TRACE)', () => {
    const room = tryItRoom(
      operation({
        method: 'trace',
        parameters: [{ name: 'id', in: 'path', required: true }],
        requestBody: { required: false, content: [] },
      }),
    )
    expect(room).toEqual({ '--vpad-tryit-fields': '0', '--vpad-tryit-body': '0' })
  })
})
