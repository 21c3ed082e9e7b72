import { afterEach, describe, expect, it, vi } from 'vitest'
import { task } from '../test/taskFixtures'
import { claimTask, fetchTasks, TASK_ERROR } from './tasks'

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

const headersOf = (init?: RequestInit) => init?.headers as Record<string, string>

afterEach(() => vi.unstubAllGlobals())

describe('task centre API', () => {
  it('List_AsksInThePagesLanguage', async () => {
    const fetch = respond(200, { resultCode: 0, data: { list: [task()] } })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchTasks('en')).resolves.toMatchObject({ list: [{ id: 1, state: 'doing' }] })
    expect(fetch.mock.calls[0][0]).toBe('/v1/taskCenter/list')
    expect(headersOf(fetch.mock.calls[0][1])['Accept-Language']).toBe('en')
  })

  it('Claim_PostsTheTaskId_AndAnswersTheClaimedTask', async () => {
    const fetch = respond(200, { resultCode: 0, data: task({ state: 'claimed', progress: 1, claimedAt: 1764300000000 }) })
    vi.stubGlobal('fetch', fetch)
    await expect(claimTask(1, 'zh-HK')).resolves.toMatchObject({ id: 1, state: 'claimed' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/taskCenter/claim')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ id: 1 })
  })

  it('Claim_Refused_KeepsTheServersCodeAndMessage', async () => {
    vi.stubGlobal('fetch', respond(400, { resultCode: TASK_ERROR.notDone, resultMsg: '任務尚未完成', data: null }))
    await expect(claimTask(1, 'zh-HK')).rejects.toMatchObject({ code: 38001, message: '任務尚未完成', httpStatus: 400 })
  })
})
