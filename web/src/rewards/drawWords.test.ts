import { describe, expect, it } from 'vitest'
import { activityUrl } from './activityLinks'
import { costWords, kindKey, stateKey, stateTone } from './drawWords'

describe('activity words', () => {
  it('Kind_NamesWheelGridAndBlindBox_AndAnUnknownOneAsALuckyDraw', () => {
    expect(kindKey('wheel')).toBe('draws.kind.wheel')
    expect(kindKey('grid')).toBe('draws.kind.grid')
    expect(kindKey('blind_box')).toBe('draws.kind.blindBox')
    expect(kindKey('scratch_card')).toBe('draws.kind.other')
    expect(kindKey('toString')).toBe('draws.kind.other')
  })

  it('State_LiveIsInProgress_UpcomingAndPreviewWait_EndedAndUnknownAreEnded', () => {
    expect([stateKey('live'), stateTone('live')]).toEqual(['draws.state.live', 'progress'])
    expect([stateKey('upcoming'), stateTone('upcoming')]).toEqual(['draws.state.upcoming', 'waiting'])
    expect([stateKey('preview'), stateTone('preview')]).toEqual(['draws.state.preview', 'waiting'])
    expect([stateKey('ended'), stateTone('ended')]).toEqual(['draws.state.ended', 'ended'])
    expect([stateKey('paused'), stateTone('paused')]).toEqual(['draws.state.ended', 'ended'])
  })

  it('Cost_ZeroPointsIsFree_OtherwiseThePointsOfOneDraw', () => {
    expect(costWords(0)).toEqual({ key: 'draws.free', values: {} })
    expect(costWords(1200)).toEqual({ key: 'draws.costPerDraw', values: { points: '1,200' } })
  })
})

describe('activity links', () => {
  it('ABlindBoxOpensItsOwnPage_AWheelOrGridTheActivityPage_WithTheOrderWhenGiven', () => {
    expect(activityUrl({ id: 3, kind: 'wheel' })).toBe('/member/pages/activities/detail/index?id=3')
    expect(activityUrl({ id: 4, kind: 'grid' }, 'Q2611280001')).toBe('/member/pages/activities/detail/index?id=4&orderNo=Q2611280001')
    expect(activityUrl({ id: 5, kind: 'blind_box' })).toBe('/memberMinVolume/pages/blindBox/index?id=5')
  })
})
