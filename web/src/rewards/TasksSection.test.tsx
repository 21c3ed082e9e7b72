import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../api/client'
import { createQueryClient } from '../app/queryClient'
import { setLanguage } from '../i18n'
import { demoTasks, task } from '../test/taskFixtures'
import { TasksSection } from './TasksSection'

const list = vi.fn()
vi.mock('../api/client', async (original) => {
  const actual = await original<typeof import('../api/client')>()
  const request = async (path: string, options?: RequestOptions) => {
    if (path === '/v1/taskCenter/list') return list()
    return actual.request(path, options)
  }
  return { ...actual, request }
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/tab']}>
        <Routes>
          <Route path="/tab" element={<TasksSection />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('TasksSection', () => {
  beforeEach(async () => {
    await setLanguage('zh-HK')
    list.mockReset()
  })

  it('ShowsThreeTasks_TheClaimableFirst_WithRewardAndANamedProgressBar_AndLeadsToTheTaskCentre', async () => {
    list.mockResolvedValue({ list: demoTasks })
    renderSection()
    const rows = await screen.findAllByTestId('task-brief')
    expect(rows.map((row) => row.dataset.id)).toEqual(['3', '1', '2'])
    expect(rows[0]).toHaveTextContent('完善個人資料')
    expect(rows[0]).toHaveTextContent('可領取')
    expect(rows[0]).toHaveTextContent('+50 積分')
    const bar = within(rows[2]).getByRole('progressbar', { name: '「本月完成 5 張訂單」進度' })
    expect(bar).toHaveAttribute('aria-valuenow', '2')
    expect(bar).toHaveAttribute('aria-valuemax', '5')
    expect(bar).toHaveAttribute('aria-valuetext', '已完成 2 / 5')
    expect(rows[2]).toHaveTextContent('$20 現金券')
    await userEvent.click(screen.getByRole('button', { name: '全部任務' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/member/pages/taskCenter/index')
  })

  it('NoTasks_SaysSo_AndTheWayToTheTaskCentreStays', async () => {
    list.mockResolvedValue({ list: [] })
    renderSection()
    expect(await screen.findByRole('heading', { name: '暫時未有任務' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '全部任務' })).toBeInTheDocument()
  })

  it('AFailedRead_OffersARetry', async () => {
    list.mockRejectedValueOnce(new ApiError(1, '系統繁忙', 400)).mockResolvedValue({ list: [task()] })
    renderSection()
    await userEvent.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByTestId('task-brief')).toHaveTextContent('每週首單')
  })
})
