import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { rotateTableCode } from '../../api/console'
import { setLanguage } from '../../i18n'
import { TableCodes } from './TableCodes'

vi.mock('../../api/console', () => ({ rotateTableCode: vi.fn() }))
const rotate = vi.mocked(rotateTableCode)

describe('TableCodes', () => {
  beforeEach(() => {
    void setLanguage('zh-HK')
    rotate.mockReset()
  })
  afterEach(() => Dialog.clear())

  const openSheet = async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    render(<TableCodes />)
    await user.click(screen.getByRole('button', { name: '重印枱號二維碼' }))
    return user
  }

  it('TableCode_NumberIsCheckedBeforeAnythingIsAsked', async () => {
    const user = await openSheet()
    await user.click(screen.getByRole('button', { name: '重印二維碼' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('請輸入枱號')
    await user.type(screen.getByLabelText('枱號'), 'ABCDEFGHIJK')
    expect(screen.getByRole('alert')).toHaveTextContent('枱號最多 10 個字元')
    expect(screen.getByLabelText('枱號')).toHaveAttribute('aria-invalid', 'true')
    expect(rotate).not.toHaveBeenCalled()
  })

  it('TableCode_ReprintedAfterTheConfirmAndShownAsAQrCode', async () => {
    rotate.mockResolvedValue({ table_id: 'A3', url: 'http://localhost:8080/?sid=1007&table_id=A3&tk=new' })
    const user = await openSheet()
    await user.type(screen.getByLabelText('枱號'), ' A3 ')
    await user.click(screen.getByRole('button', { name: '重印二維碼' }))
    expect(await screen.findByText('枱上舊的二維碼會即時失效，客人要掃描新的二維碼才可以點餐。')).toBeInTheDocument()
    expect(screen.getByText('重印 A3 枱的二維碼？')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重印' }))
    await waitFor(() => expect(rotate).toHaveBeenCalledWith('A3'))
    expect(await screen.findByTestId('table-code-url')).toHaveTextContent('http://localhost:8080/?sid=1007&table_id=A3&tk=new')
    expect(screen.getByText('A3 枱的新二維碼')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'A3 枱的點餐二維碼' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '列印' })).toBeInTheDocument()
  })

  it('TableCode_CancellingTheConfirmChangesNothing', async () => {
    const user = await openSheet()
    await user.type(screen.getByLabelText('枱號'), 'A3')
    await user.click(screen.getByRole('button', { name: '重印二維碼' }))
    await user.click(await screen.findByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByText('重印 A3 枱的二維碼？')).not.toBeInTheDocument())
    expect(rotate).not.toHaveBeenCalled()
  })

  it('TableCode_AnUnknownTableShowsTheServersMessage', async () => {
    rotate.mockRejectedValue(new ApiError(34001, '找不到此枱號，請掃描枱上的二維碼', 404))
    const user = await openSheet()
    await user.type(screen.getByLabelText('枱號'), 'Z9')
    await user.click(screen.getByRole('button', { name: '重印二維碼' }))
    await user.click(await screen.findByRole('button', { name: '重印' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到此枱號，請掃描枱上的二維碼')
    // Typing again clears it.
    await user.type(screen.getByLabelText('枱號'), '9')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
