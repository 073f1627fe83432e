import { type ComponentType, useEffect, useState } from 'react'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { loadEnglish } from '../../locales/english.js'
import { whenIdle } from '../../utils/whenIdle.js'
import { ModalShell } from '../ModalShell/ModalShell.js'
import { useShadowRoot } from './useShadowRoot.js'

// The modal's code is a chunk of its own: the page's first paint carries only the button. It is
// fetched once the page is idle, or on the first open if that comes sooner. No Suspense: React
// holds a suspended tree back for up to 300 ms before revealing it, which the first open must not
// wait for.
// English comes in the same moment: the modal speaks it, or falls back on it.
// Until it has come, an open shows the dialog's shell (ModalShell) in its place.
let modal: Promise<ModalComponent> | undefined
const loadModal = () => {
  modal ??= Promise.all([import('../Modal/Modal.js'), loadEnglish()]).then(
    ([module]) => module.Modal,
  )
  return modal
}

type ModalComponent = ComponentType<{ shadow: ShadowRoot }>

/**
 * Mounts the modal once its code is here; it stays mounted, so it reopens at once. An open before
 * then shows the dialog's shell, which the modal replaces in the same shadow root.
 */
export function ModalHost() {
  const shadow = useShadowRoot()
  const open = useAirlockState((state) => state.open)
  const [Modal, setModal] = useState<ModalComponent>()
  useEffect(() => {
    if (Modal) return
    let current = true
    const load = () =>
      void loadModal().then((component) => {
        if (current) setModal(() => component)
      })
    const cancel = open ? undefined : whenIdle(load)
    if (open) load()
    return () => {
      current = false
      cancel?.()
    }
  }, [open, Modal])
  if (!shadow) return null
  return Modal ? <Modal shadow={shadow} /> : open ? <ModalShell shadow={shadow} /> : null
}
