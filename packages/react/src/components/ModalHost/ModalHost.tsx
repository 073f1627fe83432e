import { lazy, Suspense, useState } from 'react'
import { useAirlockState } from '../../hooks/useAirlockState.js'

// The modal's code loads the first time it opens, never before: the page pays only for the button.
const Modal = lazy(() => import('../Modal/Modal.js').then((m) => ({ default: m.Modal })))

/** Mounts the modal once it has been opened, and keeps it mounted so it reopens at once. */
export function ModalHost() {
  const open = useAirlockState((state) => state.open)
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  )
}
