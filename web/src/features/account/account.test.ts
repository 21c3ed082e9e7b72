import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { RebindCancelled, rebindPrompt, withRebind } from './rebind'
import { signInTarget } from './signInTarget'
import { cooldownKey, cooldownLeft, secondsLeft, startCooldown } from './smsCooldown'

describe('rebind codes (spec 000 §4 step 5)', () => {
  it('asks for 10030-10034 and cannot be declined for 10035', () => {
    expect([10030, 10031, 10032, 10033, 10034].map(rebindPrompt)).toEqual(Array(5).fill('confirm'))
    expect(rebindPrompt(10035)).toBe('alert')
    expect(rebindPrompt(10036)).toBeNull()
    expect(rebindPrompt(4001)).toBeNull()
  })

  it('repeats the same request with unBindingOldMember when confirmed', async () => {
    const call = vi.fn(async (unbind: boolean) => {
      if (!unbind) throw new ApiError(10034, '此手機號碼已註冊，是否綁定並合併？', 200)
      return 'signed in'
    })
    const confirm = vi.fn(async () => true)
    await expect(withRebind(call, { confirm, alert: vi.fn() })).resolves.toBe('signed in')
    expect(confirm).toHaveBeenCalledWith('此手機號碼已註冊，是否綁定並合併？')
    expect(call.mock.calls).toEqual([[false], [true]])
  })

  it('rejects when cancelled, and shows 10035 without a choice', async () => {
    const failing = (code: number) => vi.fn(async (unbind: boolean) => {
      if (!unbind) throw new ApiError(code, 'msg', 200)
      return 'ok'
    })
    const cancelled = failing(10032)
    await expect(withRebind(cancelled, { confirm: async () => false, alert: vi.fn() })).rejects.toBeInstanceOf(RebindCancelled)
    expect(cancelled).toHaveBeenCalledTimes(1)

    const forced = failing(10035)
    const alert = vi.fn(async () => undefined)
    const confirm = vi.fn()
    await expect(withRebind(forced, { confirm, alert })).resolves.toBe('ok')
    expect(alert).toHaveBeenCalledWith('msg')
    expect(confirm).not.toHaveBeenCalled()
  })

  it('passes other errors through', async () => {
    const error = new ApiError(10021, '驗證碼錯誤', 400)
    await expect(withRebind(async () => Promise.reject(error), { confirm: vi.fn(), alert: vi.fn() })).rejects.toBe(error)
  })
})

describe('after signing in', () => {
  it('goes back to oldUrl, or the profile tab', () => {
    expect(signInTarget(false, '/member/pages/address/list/index')).toBe('/member/pages/address/list/index')
    expect(signInTarget(false, null)).toBe('/pages/member/mine/index')
    expect(signInTarget(false, 'https://evil.example/')).toBe('/pages/member/mine/index')
  })

  it('SignUpMidOrder_GoesStraightBack_TheProfileWaits', () => {
    expect(signInTarget(true, '/orderPlus/pages/public/pay/index?order_id=1')).toBe('/orderPlus/pages/public/pay/index?order_id=1')
    expect(signInTarget(true, '/mainFlow/pages/order/create/index')).toBe('/mainFlow/pages/order/create/index')
  })

  it('SignUpOnItsOwn_CompletesTheProfileNext', () => {
    expect(signInTarget(true, null)).toBe('/account/pages/public/registerInfo/index')
    expect(signInTarget(true, 'https://evil.example/')).toBe('/account/pages/public/registerInfo/index')
  })
})

describe('the get-code countdown', () => {
  it('counts whole seconds down from an end time', () => {
    expect(secondsLeft(undefined, 0)).toBe(0)
    expect(secondsLeft(60_000, 0)).toBe(60)
    expect(secondsLeft(60_000, 59_800)).toBe(1)
    expect(secondsLeft(60_000, 60_000)).toBe(0)
  })

  it('is kept per scene and phone, beyond one component', () => {
    const key = cooldownKey('register', '852', '9123 4567')
    expect(key).toBe('register:852:91234567')
    startCooldown(key, 60, 1_000)
    expect(cooldownLeft(key, 31_000)).toBe(30)
    expect(cooldownLeft(cooldownKey('register', '852', '91234568'), 31_000)).toBe(0)
    expect(JSON.parse(sessionStorage.getItem('qsr.smsCooldown') as string)).toEqual({ [key]: 61_000 })
  })
})
