import { describe, expect, it } from 'vitest'
import { launchStoreState, launchTarget, needsGlobalConfig, parseLaunchParams, parseScannedUrl, parseScene, stripLoginHash, type StoreState } from './launch'

const none: StoreState | null = null

describe('parseScene', () => {
  it('reads URL-encoded slash-separated key:value pairs', () => {
    expect(parseScene(encodeURIComponent('sid:1001/table_id:12'))).toEqual({ sid: '1001', table_id: '12' })
  })
  it('keeps colons inside values and skips pairs without a key', () => {
    expect(parseScene('sid:1001/note:a:b/:x/junk')).toEqual({ sid: '1001', note: 'a:b' })
  })
  it('undoes a double encoding', () => {
    expect(parseScene(encodeURIComponent(encodeURIComponent('sid:7/pre:1')))).toEqual({ sid: '7', pre: '1' })
  })
})

describe('parseScannedUrl', () => {
  it('reads the query of a scanned address', () => {
    const q = encodeURIComponent('https://order.example.hk/pages/index/index?sid=1002&table_id=5&goods_group=3&channel=poster#x')
    expect(parseScannedUrl(q)).toEqual({ sid: '1002', table_id: '5', goods_group: '3', channel: 'poster' })
  })
  it('answers nothing for an address without a query', () => {
    expect(parseScannedUrl('https://order.example.hk/')).toEqual({})
  })
})

describe('parseLaunchParams', () => {
  it('reads sid and table_id from the plain query', () => {
    const params = parseLaunchParams('?sid=1001&table_id=12')
    expect(params.sid).toBe(1001)
    expect(params.tableId).toBe('12')
    expect(params.pre).toBe(false)
  })
  it('reads a scene string', () => {
    const params = parseLaunchParams(`?scene=${encodeURIComponent('sid:1001/table_id:12/qrPromoteId:88')}`)
    expect(params).toMatchObject({ sid: 1001, tableId: '12', qrPromoteId: '88' })
  })
  it('reads the table code token (tk) from the query or the scene', () => {
    expect(parseLaunchParams('?sid=1001&table_id=12&tk=Ab-_9z').tableToken).toBe('Ab-_9z')
    expect(parseLaunchParams(`?scene=${encodeURIComponent('sid:1001/table_id:12/tk:Ab-_9z')}`).tableToken).toBe('Ab-_9z')
  })
  it('reads a scanned address in q', () => {
    const q = encodeURIComponent('https://x.hk/?sid=1003&pre=1&goods_group=9&channel=flyer')
    expect(parseLaunchParams(`?q=${q}`)).toMatchObject({ sid: 1003, pre: true, goodsGroup: '9', channel: 'flyer', tableId: null })
  })
  it('prefers the plain query over scene and q', () => {
    expect(parseLaunchParams(`?sid=1&scene=${encodeURIComponent('sid:2')}`).sid).toBe(1)
  })
  it('ignores an invalid store id', () => {
    expect(parseLaunchParams('?sid=abc').sid).toBeNull()
    expect(parseLaunchParams('?sid=-3').sid).toBeNull()
  })
})

describe('launchStoreState', () => {
  it('table_id means dine-in (orderType 3) at that table', () => {
    expect(launchStoreState(parseLaunchParams('?sid=1001&table_id=12&tk=T0K'), true, none)).toEqual({ sid: 1001, orderType: 3, tableId: '12', tableToken: 'T0K', pre: false })
  })
  it('pre=1 means pre-order dine-in without a table', () => {
    expect(launchStoreState(parseLaunchParams('?sid=1001&pre=1'), true, none)).toEqual({ sid: 1001, orderType: 3, tableId: null, pre: true })
  })
  it('sid only means pickup (orderType 2)', () => {
    expect(launchStoreState(parseLaunchParams('?sid=1001'), true, none)).toEqual({ sid: 1001, orderType: 2, tableId: null, pre: false })
  })
  it('without a scan: takeout when the config flags takeout, else pickup; the chosen store is kept', () => {
    const previous: StoreState = { sid: 1002, orderType: 3, tableId: '4', pre: false }
    expect(launchStoreState(parseLaunchParams(''), true, previous)).toEqual({ sid: 1002, orderType: 1, tableId: null, pre: false })
    expect(launchStoreState(parseLaunchParams(''), false, none)).toEqual({ sid: null, orderType: 2, tableId: null, pre: false })
  })
  it('needs the global config only when nothing was scanned', () => {
    expect(needsGlobalConfig(parseLaunchParams(''))).toBe(true)
    expect(needsGlobalConfig(parseLaunchParams('?sid=1'))).toBe(false)
  })
})

describe('launchTarget', () => {
  it('opens the table page for a table scan', () => {
    const params = parseLaunchParams('?sid=1001&table_id=12&tk=T0K')
    expect(launchTarget(params, launchStoreState(params, false, none))).toBe('/tangshi/pages/table/goods?sid=1001&table_id=12&tk=T0K')
  })
  it('opens the store menu for a store scan and home otherwise', () => {
    const store = parseLaunchParams('?sid=1001')
    expect(launchTarget(store, launchStoreState(store, false, none))).toBe('/pages/store/goods?sid=1001')
    const plain = parseLaunchParams('')
    expect(launchTarget(plain, launchStoreState(plain, false, none))).toBe('/pages/home/index')
  })
  it('sends an order serial number to the order details', () => {
    const params = parseLaunchParams('?ordersn=HK123')
    expect(launchTarget(params, launchStoreState(params, false, none))).toBe('/mainFlow/pages/order/detail/index?ordersn=HK123')
  })
})

describe('stripLoginHash', () => {
  it('strips #/_=_ and #_=_ only', () => {
    expect(stripLoginHash('#/_=_')).toBe('')
    expect(stripLoginHash('#_=_')).toBe('')
    expect(stripLoginHash('#menu')).toBe('#menu')
  })
})
