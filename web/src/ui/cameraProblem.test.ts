import { describe, expect, it } from 'vitest'
import { problemBeforeAsking, problemOfError } from './cameraProblem'

describe('problemBeforeAsking', () => {
  it('needs a secure page first, then the streaming API', () => {
    expect(problemBeforeAsking({ isSecureContext: false, hasGetUserMedia: false })).toBe('insecure')
    expect(problemBeforeAsking({ isSecureContext: true, hasGetUserMedia: false })).toBe('unsupported')
    expect(problemBeforeAsking({ isSecureContext: true, hasGetUserMedia: true })).toBeNull()
  })
})

describe('problemOfError', () => {
  const named = (name: string) => new DOMException('x', name)
  it('reads the names browsers give getUserMedia\'s refusals', () => {
    expect(problemOfError(named('NotAllowedError'))).toBe('denied')
    expect(problemOfError(named('NotFoundError'))).toBe('noCamera')
    expect(problemOfError(named('NotReadableError'))).toBe('busy')
    expect(problemOfError(named('OverconstrainedError'))).toBe('unsuitable')
    expect(problemOfError(named('SecurityError'))).toBe('insecure')
    expect(problemOfError(new TypeError('no constraints'))).toBe('unsupported')
  })

  it('reads the older names too', () => {
    expect(problemOfError({ name: 'PermissionDeniedError' })).toBe('denied')
    expect(problemOfError({ name: 'DevicesNotFoundError' })).toBe('noCamera')
    expect(problemOfError({ name: 'TrackStartError' })).toBe('busy')
  })

  it('takes anything else for a camera that could not start', () => {
    expect(problemOfError(null)).toBe('busy')
    expect(problemOfError('boom')).toBe('busy')
  })
})
