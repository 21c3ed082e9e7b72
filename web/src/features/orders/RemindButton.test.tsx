import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { setLanguage } from '../../i18n'
import { RemindButton } from './RemindButton'

const remindOrder = vi.fn()
vi.mock('../../api/order', async (original) => ({ ...(await original<typeof import('../../api/order')>()), remindOrder: (id: string) => remindOrder(id) }))

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
