/**
 * Why the camera could not be opened (spec 000 §5 "Camera, recorder and scan errors"): permission
 * denied, no camera, an insecure context (https or localhost needed), the camera busy, no camera
 * that suits, no streaming API. Pure functions, no React.
 */
export type CameraProblem = 'denied' | 'noCamera' | 'insecure' | 'busy' | 'unsuitable' | 'unsupported'

export interface CameraEnvironment {
  isSecureContext: boolean
  hasGetUserMedia: boolean
}

/** A problem known before asking: getUserMedia is only offered on secure pages. */
export function problemBeforeAsking(env: CameraEnvironment): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure'
  if (!env.hasGetUserMedia) return 'unsupported'
  return null
}

/** getUserMedia's refusal, by the DOMException names browsers use. */
export function problemOfError(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'noCamera'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy'
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'unsuitable'
    // Thrown on an insecure page or where a permissions policy forbids the camera.
    case 'SecurityError':
      return 'insecure'
    case 'TypeError':
      return 'unsupported'
    default:
      return 'busy'
  }
}
