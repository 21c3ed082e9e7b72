/** spec 000 §2: a page whose code has not loaded in 60 s fails with the error page. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000

export class PageLoadTimeout extends Error {
  constructor() {
    super('page load timed out')
    this.name = 'PageLoadTimeout'
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
