import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { QrScanner } from './QrScanner'

// The decoder is the browser's or WebAssembly's: here a photo "contains" whatever its name says.
vi.mock('./qrDetector', () => ({
  loadQrDetector: async () => ({ detect: async (source: { text: string | null }) => source.text }),
  photoSource: async (file: File) => {
    if (file.name === 'broken.heic') throw new Error('cannot decode')
    return { text: file.name === 'empty.png' ? null : file.name.replace(/\.png$/, '').replace(/_/g, '/') }
  },
}))

function photo(name: string) {
  return new File(['x'], name, { type: 'image/png' })
}

describe('QrScanner', () => {
  beforeEach(() => setLanguage('zh-HK'))
  afterEach(() => vi.unstubAllGlobals())

  it('Scanner_InsecurePageExplainsAndOffersAPhoto', async () => {
    vi.stubGlobal('isSecureContext', false)
    render(<QrScanner visible onClose={() => undefined} onCode={() => null} />)
    const problem = await screen.findByTestId('scan-problem')
    expect(problem).toHaveAttribute('data-problem', 'insecure')
    expect(problem).toHaveTextContent('需要安全連線')
    expect(screen.getByRole('button', { name: '從相簿選擇' })).toBeEnabled()
  })

  it('Scanner_PhotoErrorsAreSaidAndACodeTurnedDownShowsWhy', async () => {
    vi.stubGlobal('isSecureContext', false)
    const user = userEvent.setup()
    const onCode = vi.fn((text: string) => (text === 'ours' ? null : '不是本店的二維碼'))
    render(<QrScanner visible onClose={() => undefined} onCode={onCode} />)
    const input = await screen.findByTestId('scan-photo-input')
    const message = screen.getByTestId('scan-message')

    await user.upload(input, photo('empty.png'))
    await waitFor(() => expect(message).toHaveTextContent('相片中找不到二維碼'))
    await user.upload(input, photo('broken.heic'))
    await waitFor(() => expect(message).toHaveTextContent('未能讀取這張相片'))
    await user.upload(input, photo('elsewhere.png'))
    await waitFor(() => expect(message).toHaveTextContent('不是本店的二維碼'))
    expect(onCode).toHaveBeenLastCalledWith('elsewhere')
    await user.upload(input, photo('ours.png'))
    await waitFor(() => expect(onCode).toHaveBeenLastCalledWith('ours'))
  })

  it('Scanner_ClosesByItsNamedButton', async () => {
    vi.stubGlobal('isSecureContext', false)
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<QrScanner visible onClose={onClose} onCode={() => null} />)
    await user.click(await screen.findByRole('button', { name: '關閉' }))
    expect(onClose).toHaveBeenCalled()
  })
})
