import { resolveReceiverName, updateSendForm } from '@airlock/core'
import { useEffect, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount } from '../../../hooks/useEip155.js'

/** How long typing must pause before a name is resolved. */
const resolveDebounceMs = 300

/** A receiver typed as a name (has a dot, not an 0x address): resolved through ENS. */
function isName(value: string): boolean {
  return value.includes('.') && !value.startsWith('0x')
}

/**
 * Send's receiver: an address, or a name (`alice.airlock.test`, any ENS name) resolved on the
 * connected chain once typing pauses (the previous lookup dropped on each change); the resolved
 * address, name and avatar are shown and kept in the Send state, so the preview shows them too.
 * A name that resolves to nothing says 'Error resolving name'.
 */
export function ReceiverField({
  id,
  errorId,
  invalid,
}: {
  id: string
  errorId: string
  invalid: boolean
}) {
  const airlock = useAirlock()
  const t = useMessages()
  const { chain } = useAccount()
  const send = useAirlockState((state) => state.send)
  const [text, setText] = useState(send.receiverName ?? send.receiver)
  const [lookup, setLookup] = useState<'idle' | 'resolving' | 'failed'>('idle')

  useEffect(() => {
    if (!isName(text) || !chain || send.receiverName === text) return
    let current = true
    setLookup('resolving')
    const timer = setTimeout(() => {
      resolveReceiverName(airlock, { name: text, chainId: chain.id })
        .then((found) => {
          if (!current) return
          if (!found) return setLookup('failed')
          setLookup('idle')
          updateSendForm(airlock, {
            receiver: found.address,
            receiverName: text,
            receiverAvatar: found.avatar ?? undefined,
          })
        })
        .catch(() => current && setLookup('failed'))
    }, resolveDebounceMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [airlock, text, chain, send.receiverName])

  const change = (value: string) => {
    setText(value)
    setLookup('idle')
    updateSendForm(airlock, {
      // A name is no receiver until it resolves.
      receiver: isName(value) ? '' : value,
      receiverName: undefined,
      receiverAvatar: undefined,
    })
  }

  return (
    <>
      <input
        id={id}
        className="input"
        // An address or name reads left to right in every language ('0x…', never '…0x').
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('send.receiverPlaceholder')}
        value={text}
        aria-invalid={invalid || lookup === 'failed' ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => change(event.target.value.trim())}
      />
      {lookup === 'resolving' ? (
        <p className="note" role="status">
          {t('send.resolving', { name: text })}
        </p>
      ) : lookup === 'failed' ? (
        <p className="error" role="status" data-testid="send-resolve-failed">
          {t('error.resolveNameFailed')}
        </p>
      ) : send.receiverName ? (
        <p className="note" data-testid="send-resolved">
          {send.receiverAvatar ? (
            <img className="avatar-small" src={send.receiverAvatar} alt="" width={20} height={20} />
          ) : null}
          <span className="mono">{send.receiver}</span>
        </p>
      ) : null}
    </>
  )
}
