import { afterEach, describe, expect, it, vi } from 'vitest'
import { inviteOverview } from '../test/taskFixtures'
import { fetchInviteFriends, fetchInviteOverview } from './invites'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => vi.unstubAllGlobals())

describe('invitations API', () => {
  it('Overview_AsksInThePagesLanguage_AndAnswersTheCodeAndCampaign', async () => {
    const fetch = respond(200, { resultCode: 0, data: inviteOverview })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchInviteOverview('zh-CN')).resolves.toMatchObject({ inviteCode: 'HK8F3K2Q', rewardsLeft: 18 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/invite/activity')
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN')
  })

  it('Friends_AreAskedAPageAtATime', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [{ nickname: '', joinedAt: 1764300000000, ordered: false, rewarded: true, rewards: [] }], total: 21 } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchInviteFriends(2, 'zh-HK')).resolves.toMatchObject({ total: 21 })
    expect(fetch.mock.calls[0][0]).toBe('/v1/invite/records?pageNum=2&pageSize=20')
  })
})
