import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setLanguage } from '../i18n'
import { LanguageSwitch } from '../ui/LanguageSwitch'
import { TabBar } from './TabBar'

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname}</output>
}

describe('TabBar', () => {
  it('shows the five tabs, marks the current one and switches tabs', async () => {
    await setLanguage('zh-HK')
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/pages/home/index']}>
        <Routes>
          <Route path="*" element={<><TabBar active="home" /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    )
    const tabs = screen.getAllByRole('button')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首頁', '立即點餐', '積分商城', '領獎賞', '我的'])
    expect(screen.getByRole('button', { name: '首頁' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: '積分商城' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/integralMall/index')
  })

  it('follows the language switch', async () => {
    await setLanguage('zh-HK')
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <LanguageSwitch />
        <TabBar active="order" />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('radio', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'My Profile' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    expect(localStorage.getItem('qsr.lang')).toBe('en')
    await act(() => setLanguage('zh-HK'))
  })
})
