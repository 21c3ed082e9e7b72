import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { CenterPopup, Popup } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OWN_OVERLAY_CLASS, useOtherOverlayShown } from './useOtherOverlayShown'

// jsdom has no layout: getClientRects is always empty there. As in a browser, an element is given
// a box here unless it or an ancestor is display: none or it is not in the document.
function drawn(element: Element): boolean {
  if (!element.isConnected) return false
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at instanceof HTMLElement && at.style.display === 'none') return false
  }
  return true
}

function Probe({ enabled }: { enabled: boolean }) {
  return <output data-testid="other-overlay">{String(useOtherOverlayShown(enabled))}</output>
}

const answer = () => screen.getByTestId('other-overlay').textContent

const added: HTMLElement[] = []

/** A sheet's DOM as antd-mobile draws it into the body: a root toggled by style, a mask inside. */
function addSheet({ shown = true, extraMaskClass = '' } = {}) {
  const root = document.createElement('div')
  root.className = 'adm-popup'
  root.style.display = shown ? '' : 'none'
  const mask = document.createElement('div')
  mask.className = `adm-mask ${extraMaskClass}`.trim()
  root.append(mask)
  document.body.append(root)
  added.push(root)
  return root
}

/** Lets the hook's first look (300 ms after enabling) and the observer's callbacks run. */
const settle = (ms = 350) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useOtherOverlayShown', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (drawn(this) ? [new DOMRect(0, 0, 390, 844)] : []) as unknown as DOMRectList
    })
  })
  afterEach(() => {
    cleanup() // unmounted first: the hook stops watching before the sheets go
    vi.useRealTimers()
    vi.restoreAllMocks()
    for (const sheet of added.splice(0)) sheet.remove()
  })

  it('TrueUntilTheFirstLook_ThenFalse_OwnMaskToastsAndClosedSheetsDoNotCount', async () => {
    vi.useFakeTimers()
    addSheet({ shown: false })
    addSheet({ extraMaskClass: 'adm-toast-mask' })
    render(
      <>
        <div className={OWN_OVERLAY_CLASS}>
          <div className="adm-mask" />
        </div>
        <Probe enabled />
      </>,
    )
    expect(answer()).toBe('true')
    await settle(250)
    expect(answer()).toBe('true')
    await settle(100)
    expect(answer()).toBe('false')
  })

  it('ASheetOpenBeforeTheFirstLook_Counts', async () => {
    vi.useFakeTimers()
    addSheet()
    render(<Probe enabled />)
    await settle()
    expect(answer()).toBe('true')
  })

  it('ASheetOpenedAfterThePopupShowed_HidesIt_UntilItCloses_AgainAndAgain', async () => {
    vi.useFakeTimers()
    render(<Probe enabled />)
    await settle()
    expect(answer()).toBe('false')
    // Opened later on top of the popup (a new portal in the body).
    const sheet = addSheet()
    await settle(0)
    expect(answer()).toBe('true')
    // Closed but kept mounted (antd hides its root with display: none).
    await act(async () => void (sheet.style.display = 'none'))
    expect(answer()).toBe('false')
    // Opened again: only a style changes.
    await act(async () => void (sheet.style.display = ''))
    expect(answer()).toBe('true')
    // A tab page hidden by <Activity> hides its portals with display: none !important.
    await act(async () => void sheet.style.setProperty('display', 'none', 'important'))
    expect(answer()).toBe('false')
    await act(async () => void (sheet.style.display = ''))
    expect(answer()).toBe('true')
    await act(async () => sheet.remove())
    expect(answer()).toBe('false')
  })

  it('Disabled_AnswersTrue_AndLooksAgainAMomentAfterEnabling', async () => {
    vi.useFakeTimers()
    const view = render(<Probe enabled />)
    await settle()
    expect(answer()).toBe('false')
    view.rerender(<Probe enabled={false} />)
    expect(answer()).toBe('true')
    addSheet()
    view.rerender(<Probe enabled />)
    expect(answer()).toBe('true')
    await settle()
    expect(answer()).toBe('true')
  })

  it('RealAntdSheet_OpenedOverAShownCentrePopup_Counts_AndNotOnceClosed', async () => {
    function Screen({ sheetOpen }: { sheetOpen: boolean }) {
      const other = useOtherOverlayShown(true)
      return (
        <>
          <CenterPopup visible={!other} className={OWN_OVERLAY_CLASS}>
            <p>popup</p>
          </CenterPopup>
          <Popup visible={sheetOpen}>
            <p>sheet</p>
          </Popup>
          <output data-testid="other-overlay">{String(other)}</output>
        </>
      )
    }
    const view = render(<Screen sheetOpen={false} />)
    await waitFor(() => expect(answer()).toBe('false'))
    view.rerender(<Screen sheetOpen />)
    await waitFor(() => expect(answer()).toBe('true'))
    view.rerender(<Screen sheetOpen={false} />)
    // The sheet's closing animation ends with its root display: none; then the popup comes back.
    await waitFor(() => expect(answer()).toBe('false'), { timeout: 3000 })
  })
})
