import { themeCssVariables } from '@airlock/core'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { useAirlock, useLocale } from '../../context/AirlockContext.js'
import { useTheme } from '../../hooks/useTheme.js'
import { textDirection } from '../../locales/textDirection.js'

/**
 * The dialog's root in its shadow root: the theme's variables, the language and its direction,
 * and the overlay, which closes the dialog. The modal's and its shell's. `closed`: a dialog made
 * ahead of its open (the modal's, armed), inert and hidden from assistive technology; `hidden`
 * laid out but not painted, `painted` painted too, transparent (modalStyles).
 *
 * @example
 * <DialogRoot><div className="card" role="dialog">…</div></DialogRoot>
 */
export function DialogRoot({
  children,
  closed,
}: {
  children: ReactNode
  closed?: 'hidden' | 'painted' | undefined
}) {
  const airlock = useAirlock()
  const theme = useTheme()
  const locale = useLocale()
  // Worked out once per theme, not on each render (a close, an arming, a view change).
  const variables = useMemo(
    () => themeCssVariables({ mode: theme.mode, variables: theme.variables }) as CSSProperties,
    [theme.mode, theme.variables],
  )
  return (
    <div
      className="root"
      data-closed={closed}
      inert={closed !== undefined || undefined}
      aria-hidden={closed !== undefined || undefined}
      data-theme={theme.resolvedMode}
      lang={locale}
      dir={textDirection(locale)}
      style={variables}
    >
      <div className="overlay" onClick={() => airlock.close()} aria-hidden="true" />
      {children}
    </div>
  )
}
