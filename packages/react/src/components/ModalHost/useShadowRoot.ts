import { useEffect, useState } from 'react'
import { shellStyles } from '../ModalShell/shellStyles.js'

/**
 * The shadow root the modal renders into, made when the provider mounts (before the modal's
 * chunk, so the shell can show in it at the first click) and removed with the provider. It
 * adopts the shell's part of the stylesheet; the modal adds the rest.
 */
export function useShadowRoot() {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    const host = document.createElement('airlock-modal')
    document.body.append(host)
    const root = host.attachShadow({ mode: 'open' })
    // A constructed stylesheet passes a page CSP that forbids inline <style>.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(shellStyles)
    root.adoptedStyleSheets = [sheet]
    setShadow(root)
    return () => host.remove()
  }, [])
  return shadow
}
