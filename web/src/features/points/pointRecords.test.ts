import { describe, expect, it } from 'vitest'
import { reasonKey } from './pointRecords'

describe('points history rows', () => {
  it('names each reason the server sends, and an unknown one as an adjustment', () => {
    expect(reasonKey('earn')).toBe('points.reason.earn')
    expect(reasonKey('merge_in')).toBe('points.reason.mergeIn')
    expect(reasonKey('exchange')).toBe('points.reason.exchange')
    expect(reasonKey('something-new')).toBe('points.reason.adjust')
  })

  it('names the lucky draw reasons: points spent on a draw, won in one, taken back with a refunded order', () => {
    expect(reasonKey('draw')).toBe('points.reason.draw')
    expect(reasonKey('prize')).toBe('points.reason.prize')
    expect(reasonKey('prize_back')).toBe('points.reason.prizeBack')
  })

  it('names the task centre and invitation rewards', () => {
    expect(reasonKey('task')).toBe('points.reason.task')
    expect(reasonKey('invite')).toBe('points.reason.invite')
  })

  it('names a collect-wishes set exchanged for points', () => {
    expect(reasonKey('wish')).toBe('points.reason.wish')
  })

})
