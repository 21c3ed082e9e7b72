import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n, setLanguage } from '../i18n'
import { confirmOrderFinal } from './confirmOrderFinal'

describe('confirmOrderFinal', () => {
  beforeEach(() => setLanguage('zh-HK'))
  afterEach(() => Dialog.clear())

  it('OrderLock_SaysTheOrderAndItsTypeCannotChange_ConfirmProceeds', async () => {
    const answer = confirmOrderFinal(i18n.t, '到店自取')
    expect(await screen.findByText('訂單確認後不可更改，用餐方式（到店自取）亦不能再變更。確定提交？')).toBeInTheDocument()
    // A second tap while it is open does not ask again and does not proceed.
    expect(await confirmOrderFinal(i18n.t, '到店自取')).toBe(false)
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '確認下單' }))
    expect(await answer).toBe(true)
  })

  it('OrderLock_GoingBackDoesNotSubmit', async () => {
    const answer = confirmOrderFinal(i18n.t, '堂食')
    const dialog = (await screen.findByText(/用餐方式（堂食）/)).closest('.adm-center-popup-wrap') as HTMLElement
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: '再看看' }))
    expect(await answer).toBe(false)
    await waitFor(() => expect(screen.queryByText(/用餐方式（堂食）/)).not.toBeInTheDocument())
  })
})
