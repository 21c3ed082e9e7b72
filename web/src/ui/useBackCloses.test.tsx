import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useBackCloses } from './useBackCloses'

/** A page with one sheet, opened and closed by its buttons. */
function Probe() {
  const [open, setOpen] = useState(false)
  useBackCloses(open, () => setOpen(false))
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => setOpen(false)}>close</button>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
    </>
  )
}

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }))

describe('useBackCloses', () => {
  it('BackButton_ClosesTheSheetAndStaysOnThePage', async () => {
    const view = render(<Probe />)
    const before = window.history.length
    act(() => view.getByText('open').click())
    expect(window.history.length).toBe(before + 1)
    const back = popped()
    window.history.back()
    await act(() => back)
    expect(view.getByTestId('state').textContent).toBe('closed')
    expect(window.location.pathname).toBe('/')
  })

  it('ClosingByTap_TakesItsHistoryEntryAway', async () => {
    const view = render(<Probe />)
    act(() => view.getByText('open').click())
    expect((window.history.state as Record<string, unknown>).qsrSheet).toBeTruthy()
    const back = popped()
    act(() => view.getByText('close').click())
    await act(() => back)
    expect(view.getByTestId('state').textContent).toBe('closed')
    expect((window.history.state as Record<string, unknown> | null)?.qsrSheet).toBeUndefined()
  })
})

describe('useBackCloses, closed and opened again at once', () => {
  it('ReopenBeforeTheBackLands_TheNewSheetStaysOpen', async () => {
    const view = render(<Probe />)
    act(() => view.getByText('open').click())
    const back = popped()
    act(() => view.getByText('close').click())
    act(() => view.getByText('open').click())
    await act(() => back)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(view.getByTestId('state').textContent).toBe('open')
    expect((window.history.state as Record<string, unknown>).qsrSheet).toBeTruthy()
  })
})
