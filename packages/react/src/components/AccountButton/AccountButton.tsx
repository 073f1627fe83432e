import { type ReactNode, useInsertionEffect } from 'react'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { type UseAccountReturnType, useAccount } from '../../hooks/useEip155.js'
import { avatarGradient } from '../../utils/avatar.js'
import { adoptButtonStyles } from '../../utils/buttonStyles.js'
import { shortAddress } from '../../utils/shortAddress.js'

export type AccountButtonRenderProps = {
  account: UseAccountReturnType
  /** The short address, such as `0x7099…79C8`; undefined when nobody is connected. */
  displayName: string | undefined
  /** A CSS background drawn from the address. */
  avatar: string | undefined
  /** Opens the modal on Account (or Connect, when nobody is connected). */
  open(): void
}

/**
 * The Account button's behaviour without its look.
 *
 * @example
 * import { AccountButtonRenderer } from '@airlock/react'
 * <AccountButtonRenderer>{({ displayName, open }) => displayName && <button onClick={open}>{displayName}</button>}</AccountButtonRenderer>
 */
export function AccountButtonRenderer({
  children,
}: {
  children(props: AccountButtonRenderProps): ReactNode
}) {
  const airlock = useAirlock()
  const account = useAccount()
  return (
    <>
      {children({
        account,
        displayName: account.address ? shortAddress(account.address) : undefined,
        avatar: account.address ? avatarGradient(account.address) : undefined,
        open: () => airlock.open(),
      })}
    </>
  )
}

/**
 * The connected account with its avatar; opens Account. Renders nothing while disconnected.
 *
 * @example
 * import { AccountButton } from '@airlock/react'
 * <AccountButton />
 */
export function AccountButton() {
  useInsertionEffect(adoptButtonStyles, [])
  const t = useMessages()
  return (
    <AccountButtonRenderer>
      {({ displayName, avatar, open }) =>
        displayName ? (
          <button
            type="button"
            className="airlock-button airlock-account-button"
            data-variant="secondary"
            aria-label={t('accountButton.label', { address: displayName })}
            onClick={open}
          >
            <span className="airlock-avatar" style={{ background: avatar }} aria-hidden="true" />
            {displayName}
          </button>
        ) : null
      }
    </AccountButtonRenderer>
  )
}
