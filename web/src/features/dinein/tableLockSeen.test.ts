import { afterEach, describe, expect, it } from 'vitest'
import { rememberTableLockSeen, tableLockSeen } from './tableLockSeen'

describe('table order lock tip', () => {
  afterEach(() => sessionStorage.clear())

  it('TableLock_AskedOncePerTableInAVisit', () => {
    expect(tableLockSeen(1007, 'A1')).toBe(false)
    rememberTableLockSeen(1007, 'A1')
    rememberTableLockSeen(1007, 'A1')
    expect(tableLockSeen(1007, 'A1')).toBe(true)
    expect(tableLockSeen(1007, 'A2')).toBe(false)
    expect(tableLockSeen(1001, 'A1')).toBe(false)
    expect(JSON.parse(sessionStorage.getItem('qsr.tableLockSeen') ?? '[]')).toEqual(['1007:A1'])
  })
})
