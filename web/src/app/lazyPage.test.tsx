import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { lazyPage } from './lazyPage'

function Ready() {
  return <h1>ready</h1>
}

describe('lazyPage', () => {
  it('shows the error page when loading fails and loads again on retry', async () => {
    await setLanguage('zh-HK')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue({ default: Ready })
    const { Page } = lazyPage(loader)
    render(<Page />)
    expect(await screen.findByRole('alert')).toHaveTextContent('載入失敗')
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }))
    expect(await screen.findByRole('heading', { name: 'ready' })).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
    vi.mocked(console.error).mockRestore()
  })

  it('shows the loading view only after 200 ms and times out after the limit', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { Page } = lazyPage(() => new Promise(() => undefined), 1000)
    render(<Page />)
    await act(async () => vi.advanceTimersByTimeAsync(150))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('status')).toHaveTextContent('載入中')
    await act(async () => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('alert')).toHaveTextContent('頁面載入逾時')
    vi.mocked(console.error).mockRestore()
    vi.useRealTimers()
  })
})
