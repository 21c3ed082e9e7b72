import type { ComponentType } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { lazyPage } from './lazyPage'

function Ready() {
  return <h1>ready</h1>
}

/** The page at /menu of an app whose home is a plain heading. */
function inApp(Page: ComponentType) {
  return (
    <MemoryRouter initialEntries={['/menu']}>
      <Routes>
        <Route path="/menu" element={<Page />} />
        <Route path="/pages/home/index" element={<h1>home</h1>} />
      </Routes>
    </MemoryRouter>
  )
}

describe('lazyPage', () => {
  it('shows the error page when loading fails and loads again on retry', async () => {
    await setLanguage('zh-HK')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue({ default: Ready })
    const { Page } = lazyPage(loader)
    render(inApp(Page))
    expect(await screen.findByRole('alert')).toHaveTextContent('載入失敗')
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }))
    expect(await screen.findByRole('heading', { name: 'ready' })).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
    vi.mocked(console.error).mockRestore()
  })

  it('PageLoadFailure_OffersAWayHome_NotOnlyRetry', async () => {
    await setLanguage('zh-HK')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { Page } = lazyPage(() => Promise.reject(new Error('chunk 404')))
    render(inApp(Page))
    await screen.findByRole('alert')
    await userEvent.setup().click(screen.getByRole('button', { name: '返回首頁' }))
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument()
    vi.mocked(console.error).mockRestore()
  })

  it('shows the loading view only after 200 ms and times out after the limit', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { Page } = lazyPage(() => new Promise(() => undefined), 1000)
    render(inApp(Page))
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
