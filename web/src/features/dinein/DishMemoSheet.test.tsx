import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCartLine } from '../../api/cart'
import { setLanguage } from '../../i18n'
import { DishMemoSheet } from './DishMemoSheet'

const dish = { id: 7, goods_id: 30004, name: '乾炒牛河', memo: '' } as ServerCartLine

describe('DishMemoSheet', () => {
  beforeEach(() => setLanguage('zh-HK'))

  it('DishMemo_TagsAndTextUpTo30CharactersAreSaved', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => undefined)
    const onClose = vi.fn()
    render(<DishMemoSheet line={dish} onSave={onSave} onClose={onClose} />)
    await user.click(screen.getByRole('checkbox', { name: '少冰' }))
    expect(screen.getByLabelText('備註')).toHaveValue('少冰')
    expect(screen.getByTestId('dish-memo-count')).toHaveTextContent('2/30')
    await user.type(screen.getByLabelText('備註'), ' 走蔥' + '辣'.repeat(40))
    expect(screen.getByTestId('dish-memo-count')).toHaveTextContent('30/30')
    await user.clear(screen.getByLabelText('備註'))
    await user.type(screen.getByLabelText('備註'), '走蔥')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(dish, '走蔥'))
    expect(onClose).toHaveBeenCalled()
  })
})
