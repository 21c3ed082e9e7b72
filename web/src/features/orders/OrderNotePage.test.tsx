import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../i18n'
import { checkoutDraft, clearDraft, setDraftNote } from './checkoutDraft'
import OrderNotePage from './OrderNotePage'

function renderNotePage() {
  return render(
    <MemoryRouter initialEntries={['/orderPlus/pages/order/note/index']}>
      <Routes>
        <Route path="/orderPlus/pages/order/note/index" element={<OrderNotePage />} />
        <Route path="/orderCreate/pages/order/create/index" element={<p>checkout</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('OrderNotePage', () => {
  beforeEach(async () => {
    clearDraft()
    await setLanguage('zh-HK')
  })

  it('NotePage_TagsAndTypingShowTheLiveCount', async () => {
    const user = userEvent.setup()
    renderNotePage()
    expect(screen.getByTestId('note-count')).toHaveTextContent('0/50')
    await user.click(screen.getByRole('checkbox', { name: '少冰' }))
    await user.click(screen.getByRole('checkbox', { name: '餐具不用' }))
    expect(screen.getByLabelText('其他要求')).toHaveValue('少冰 餐具不用')
    expect(screen.getByRole('checkbox', { name: '少冰' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByTestId('note-count')).toHaveTextContent('7/50')
  })

  it('NotePage_StartsFromTheDraftAndSavesIntoItThenReturnsToTheCheckout', async () => {
    setDraftNote('走蔥')
    const user = userEvent.setup()
    renderNotePage()
    expect(screen.getByLabelText('其他要求')).toHaveValue('走蔥')
    await user.type(screen.getByLabelText('其他要求'), ' 多啲汁 ')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(checkoutDraft.get().note).toBe('走蔥 多啲汁')
    expect(await screen.findByText('checkout')).toBeInTheDocument()
  })
})
