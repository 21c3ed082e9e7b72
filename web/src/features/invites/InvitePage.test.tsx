import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestOptions } from '../../api/client'
import type { InviteFriend, InviteOverview } from '../../api/invites'
import { NO_SESSION, sessionStore, startMemberSession } from '../../api/session'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { inviteOverview } from '../../test/taskFixtures'
import InvitePage from './InvitePage'
import InviteRecordsPage from './InviteRecordsPage'

let overview: InviteOverview
const friends = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/invite/activity') return overview
    if (path === '/v1/invite/records') return friends(options?.query?.pageNum)
    return actual.request(path, options)
  }
  return { ...actual, request }
})

const friend = (overrides: Partial<InviteFriend> = {}): InviteFriend => ({ nickname: '阿明', joinedAt: 1764300000000, ordered: true, rewarded: true, rewards: [], ...overrides })

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/member/pages/point/inviteActivity/index" element={<InvitePage />} />
          <Route path="/member/pages/point/invite/index" element={<InviteRecordsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const INVITE = '/member/pages/point/inviteActivity/index'

describe('InvitePage', () => {
  beforeEach(async () => {
    await setLanguage('en')
    overview = structuredClone(inviteOverview)
    friends.mockReset()
    friends.mockResolvedValue({ list: [], total: 0 })
    startMemberSession({ token: 't', memberId: 1, hasPhone: true })
  })
  afterEach(() => sessionStore.set(NO_SESSION))

  it('TheCampaign_SaysWhatTheFriendAndTheMemberGet_InPlainWords_WithTheCapLeft', async () => {
    renderAt(INVITE)
    expect(await screen.findByRole('heading', { name: '邀請好友 一齊飲茶' })).toBeInTheDocument()
    const friendGets = screen.getByTestId('invite-friend-gets')
    expect(within(friendGets).getByRole('heading', { name: 'Your friend gets' })).toBeInTheDocument()
    expect(friendGets).toHaveTextContent('$15 優惠券 when they sign up')
    const youGet = within(screen.getByTestId('invite-you-get')).getAllByRole('listitem').map((item) => item.textContent)
    expect(youGet).toEqual(['50 points when they sign up', '$20 現金券 when their first order is completed'])
    expect(screen.getByTestId('invite-cap')).toHaveTextContent('You can still be rewarded for 18 friends')
    expect(screen.getByTestId('invite-code')).toHaveTextContent('HK8F3K2Q')
    expect(screen.getByTestId('invite-total-friends')).toHaveTextContent('2')
    expect(screen.getByTestId('invite-total-points')).toHaveTextContent('100')
  })

  it('Share_OpensTheShareSheet_WithTheLaunchLinkAndItsQrCode', async () => {
    renderAt(INVITE)
    await userEvent.click(await screen.findByRole('button', { name: 'Share invite link' }))
    const sheet = await screen.findByRole('dialog', { name: 'Invite a friend to Harbour Kitchen' })
    expect(within(sheet).getByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/?inviteCode=HK8F3K2Q`)
    expect(await within(sheet).findByRole('img', { name: 'QR code of the invite link' })).toBeInTheDocument()
  })

  it('NoCampaign_SaysSo_AndStillShowsTheCodeAndFriends', async () => {
    overview = { ...overview, campaign: null, rewardsLeft: null }
    friends.mockResolvedValue({ list: [friend()], total: 1 })
    renderAt(INVITE)
    expect(await screen.findByRole('heading', { name: 'No invite campaign right now' })).toBeInTheDocument()
    expect(screen.queryByTestId('invite-rewards')).toBeNull()
    expect(screen.getByTestId('invite-code')).toHaveTextContent('HK8F3K2Q')
    expect(await screen.findByTestId('invite-friend')).toHaveTextContent('阿明')
  })

  it('Friends_ShowNameOrFallback_JoinedDate_Ordered_Rewards_AndPastTheLimit_PagedWithLoadMore', async () => {
    friends.mockImplementation(async (page: number) =>
      page === 1
        ? { list: [friend({ rewards: [{ stage: 'register', kind: 'points', points: 50, couponCode: null, couponName: '', createdAt: 1 }, { stage: 'first_order', kind: 'coupon', points: 0, couponCode: 'C1', couponName: '$20 cash voucher', createdAt: 2 }] }), friend({ nickname: '', ordered: false, rewarded: false })], total: 3 }
        : { list: [friend({ nickname: '阿芬', ordered: false })], total: 3 },
    )
    renderAt(INVITE)
    const rows = await screen.findAllByTestId('invite-friend')
    expect(rows[0]).toHaveTextContent('阿明')
    expect(rows[0]).toHaveTextContent('Ordered')
    expect(rows[0]).toHaveTextContent('Joined 2025.11.28')
    expect(within(rows[0]).getByRole('list', { name: 'Rewards from this friend' })).toHaveTextContent('+50 points (sign-up)$20 cash voucher (first order)')
    expect(rows[1]).toHaveTextContent('Friend')
    expect(rows[1]).toHaveTextContent('Not ordered yet')
    expect(rows[1]).toHaveTextContent('Past the reward limit')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('阿芬')).toBeInTheDocument()
    expect(screen.getByText('No more')).toBeInTheDocument()
  })

  it('Records_ShowTheTotalsAndTheFriends', async () => {
    friends.mockResolvedValue({ list: [friend()], total: 1 })
    renderAt('/member/pages/point/invite/index')
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite records' })).toBeInTheDocument()
    expect(await screen.findByTestId('invite-total-ordered')).toHaveTextContent('1')
    expect(await screen.findByTestId('invite-friend')).toHaveTextContent('阿明')
  })
})
