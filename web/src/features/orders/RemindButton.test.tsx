import { QueryClientProvider } from '@tanstack/react-query'
import { render as renderPlain, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type RequestOptions } from '../../api/client'
import { createQueryClient } from '../../app/queryClient'
import { setLanguage } from '../../i18n'
import { RemindButton } from './RemindButton'

// The server's side of POST /v1/order/remind; the button goes through the api's mutation hook.
const remindOrder = vi.fn()
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>()
  const request = (path: string, options?: RequestOptions) =>
    path === '/v1/order/remind' ? remindOrder((options?.body as { order_id: string }).order_id) : actual.request(path, options)
  return { ...actual, request }
})

const render = (ui: ReactElement) => renderPlain(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>)

describe('RemindButton', () => {
  beforeEach(async () => {
    remindOrder.mockReset()
    await setLanguage('zh-HK')
  })
  afterEach(() => Dialog.clear())

  it('Remind_OnlyWhenTheServerSaysTheOrderMayBeChased', () => {
    render(<RemindButton order={{ order_id: 'Q1', canRemind: false }} onDone={() => undefined} />)
    expect(screen.queryByRole('button', { name: '催單' })).not.toBeInTheDocument()
  })

  it('Remind_ChasesAndRefreshesTheOrder', async () => {
    remindOrder.mockResolvedValue({ order_id: 'Q1', remindCount: 1 })
    const onDone = vi.fn()
    render(<RemindButton order={{ order_id: 'Q1', canRemind: true }} onDone={onDone} />)
    await userEvent.click(screen.getByRole('button', { name: '催單' }))
    expect(remindOrder).toHaveBeenCalledWith('Q1')
    await waitFor(() => expect(onDone).toHaveBeenCalled())
  })

  it('Remind_RightAfterAReminderWaitsAndSaysWhenItCanChaseAgain', () => {
    const at = Date.now() + 5 * 60_000
    render(<RemindButton order={{ order_id: 'Q1', canRemind: false, remindedAt: Date.now(), remindAvailableAt: at }} onDone={() => undefined} />)
    const button = screen.getByRole('button', { name: /後可再催單/ })
    expect(button).toBeDisabled()
  })

  it('Remind_TooSoonShowsTheServersMessage', async () => {
    remindOrder.mockRejectedValue(new ApiError(31007, '已通知門店，請 5 分鐘後再催單', 429))
    render(<RemindButton order={{ order_id: 'Q1', canRemind: true }} onDone={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: '催單' }))
    expect(await screen.findByText('已通知門店，請 5 分鐘後再催單')).toBeInTheDocument()
  })
})
