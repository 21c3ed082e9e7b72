import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLeaveGuard } from './useLeaveGuard'

function Guarded({ answer }: { answer: boolean }) {
  useLeaveGuard(true, () => Promise.resolve(answer))
  return <p>pay</p>
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('useLeaveGuard', () => {
  it('LeaveGuard_BackAsksFirst_StayingKeepsThePageAndItsGuard', async () => {
    render(<Guarded answer={false} />)
    const guarded = window.history.length
    expect((window.history.state as Record<string, unknown>).qsrLeaveGuard).toBeTruthy()
    window.history.back()
    await act(settle)
    // The guard was put back: still one entry to absorb the next back.
    expect((window.history.state as Record<string, unknown>).qsrLeaveGuard).toBeTruthy()
    expect(window.history.length).toBe(guarded)
  })

  it('LeaveGuard_ConfirmedLeaveGoesBackForReal', async () => {
    window.history.replaceState({ page: 'before' }, '')
    window.history.pushState({ page: 'pay' }, '')
    render(<Guarded answer={true} />)
    window.history.back()
    await act(settle)
    expect((window.history.state as Record<string, unknown>).page).toBe('before')
  })
})
