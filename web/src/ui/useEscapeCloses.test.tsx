import { act, fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useEscapeCloses } from './useEscapeCloses'

/** Two sheets that can stack: the second opens over the first. */
function Probe() {
  const [first, setFirst] = useState(false)
  const [second, setSecond] = useState(false)
  useEscapeCloses(first, () => setFirst(false))
  useEscapeCloses(second, () => setSecond(false))
  return (
    <>
      <button onClick={() => setFirst(true)}>first</button>
      <button onClick={() => setSecond(true)}>second</button>
      <p data-testid="state">{`${first ? 'first' : '-'} ${second ? 'second' : '-'}`}</p>
    </>
  )
}

describe('useEscapeCloses', () => {
  it('Escape_ClosesOnlyTheSheetOpenedLastThenTheOneUnderIt', () => {
    const view = render(<Probe />)
    act(() => view.getByText('first').click())
    act(() => view.getByText('second').click())
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(view.getByTestId('state').textContent).toBe('first -')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(view.getByTestId('state').textContent).toBe('- -')
  })

  it('OtherKeys_CloseNothing', () => {
    const view = render(<Probe />)
    act(() => view.getByText('first').click())
    fireEvent.keyDown(document, { key: 'Enter' })
    expect(view.getByTestId('state').textContent).toBe('first -')
  })
})
