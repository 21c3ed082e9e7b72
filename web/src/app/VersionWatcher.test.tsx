import { render, screen } from '@testing-library/react'
import { Dialog } from 'antd-mobile'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../i18n'
import { VersionWatcher } from './VersionWatcher'

afterEach(() => {
  vi.unstubAllGlobals()
  Dialog.clear()
})

describe('VersionWatcher', () => {
  it('stays quiet while the version is unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version: 'same' }), { status: 200 })))
    render(<VersionWatcher intervalMs={20} />)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(screen.queryByText('發現新版本')).not.toBeInTheDocument()
  })

  it('offers a refresh once /version.json differs from the version seen at load', async () => {
    await setLanguage('zh-HK')
    const versions = ['build-1', 'build-1', 'build-2']
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify({ version: versions.shift() ?? 'build-2' }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    render(<VersionWatcher intervalMs={30} />)
    expect(await screen.findByText('發現新版本', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '立即刷新' })).toBeInTheDocument()
    expect(String(fetch.mock.calls[0][0])).toMatch(/^\/version\.json/)
  })
})
