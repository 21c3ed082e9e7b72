import { useCallback, useEffect, useRef, useState } from 'react'
import { problemBeforeAsking, problemOfError, type CameraProblem } from './cameraProblem'

export type CameraState =
  /** Not asked yet: the scanner says why it wants the camera and waits for a tap. */
  | { status: 'ask' }
  | { status: 'starting' }
  | { status: 'live'; torch: boolean | null }
  | { status: 'problem'; problem: CameraProblem }

/** What the browser already knows of the camera permission ('prompt' where it cannot say). */
async function permissionState(): Promise<PermissionState> {
  try {
    return (await navigator.permissions.query({ name: 'camera' as PermissionName })).state
  } catch {
    return 'prompt'
  }
}

function stopStream(stream: MediaStream | null, video: HTMLVideoElement | null) {
  stream?.getTracks().forEach((track) => track.stop())
  if (video && video.srcObject === stream) video.srcObject = null
}

/**
 * The back camera, shown in the returned `video` element's ref, while `active`: opened at once when the permission was given before,
 * otherwise after `start()` (a tap, after the scanner has said why). The tracks stop when the
 * scanner closes or unmounts and while the page is hidden, so no camera is left on.
 */
export function useCamera(active: boolean) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>({ status: 'ask' })
  const stream = useRef<MediaStream | null>(null)
  // Bumped by every start and stop: a getUserMedia that resolves after a later stop is let go.
  const attempt = useRef(0)

  const stop = useCallback(() => {
    attempt.current++
    stopStream(stream.current, video.current)
    stream.current = null
  }, [])

  const start = useCallback(async () => {
    const before = problemBeforeAsking({
      isSecureContext: window.isSecureContext,
      hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    })
    if (before) {
      setState({ status: 'problem', problem: before })
      return
    }
    stop()
    const mine = attempt.current
    setState({ status: 'starting' })
    try {
      const opened = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' } } })
      if (mine !== attempt.current) {
        stopStream(opened, null)
        return
      }
      stream.current = opened
      const element = video.current
      if (element) {
        element.srcObject = opened
        await element.play().catch(() => undefined)  // muted inline video plays; a refusal leaves the still frame
      }
      const track = opened.getVideoTracks()[0]
      const capabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean }
      setState({ status: 'live', torch: capabilities.torch ? false : null })
    } catch (error) {
      if (mine === attempt.current) setState({ status: 'problem', problem: problemOfError(error) })
    }
  }, [stop])

  const setTorch = useCallback(async (on: boolean) => {
    const track = stream.current?.getVideoTracks()[0]
    if (!track) return
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
      setState((now) => (now.status === 'live' ? { ...now, torch: on } : now))
    } catch {
      setState((now) => (now.status === 'live' ? { ...now, torch: null } : now))  // the light cannot be driven after all
    }
  }, [])

  useEffect(() => {
    if (!active) return
    let cancelled = false
    void permissionState().then((permission) => {
      if (cancelled) return
      if (permission === 'granted') void start()
      else if (permission === 'denied') setState({ status: 'problem', problem: 'denied' })
      else {
        const before = problemBeforeAsking({ isSecureContext: window.isSecureContext, hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function' })
        setState(before ? { status: 'problem', problem: before } : { status: 'ask' })
      }
    })
    // A hidden page gives the camera back; it opens again when the page is shown.
    let pausedLive = false
    const onVisibility = () => {
      if (document.hidden && stream.current) {
        pausedLive = true
        stop()
        setState({ status: 'starting' })
      } else if (!document.hidden && pausedLive && !cancelled) {
        pausedLive = false
        void start()
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      cancelled = true
      document.removeEventListener('visibilitychange', onVisibility)
      stop()
    }
  }, [active, start, stop])

  return { video, state, start, setTorch }
}
