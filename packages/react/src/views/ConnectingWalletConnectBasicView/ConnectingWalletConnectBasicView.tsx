import type { Wallet } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import { WalletImage } from '../../components/WalletImage/WalletImage.js'
import { useMessages } from '../../context/AirlockProvider.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useCatalogue } from '../../hooks/useCatalogue.js'
import type { WalletConnectBasicData } from '../../hooks/useSelectWallet.js'
import type { MessageId } from '../../locales/en.js'
import { safeExternalUrl } from '../../utils/safeExternalUrl.js'

type Links = Pick<Wallet, 'homepage' | 'webapp_link' | 'desktop_link'>

/** Which links are offered, in this order, and which may use an app's own URL scheme. */
const linkKinds = [
  { field: 'webapp_link', label: 'walletConnect.webapp', web: true },
  { field: 'desktop_link', label: 'walletConnect.desktop', web: false },
  { field: 'homepage', label: 'walletConnect.homepage', web: true },
] as const satisfies readonly { field: keyof Links; label: MessageId; web: boolean }[]

/**
 * A catalogue wallet that is not in this browser: it would pair over WalletConnect, which this
 * server does not offer yet (issue 7 brings the QR code). Says so, and offers the wallet's own
 * web app, desktop app and website instead.
 */
export function ConnectingWalletConnectBasicView() {
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as
    | Partial<WalletConnectBasicData>
    | undefined
  const links = useWalletLinks(data)
  const name = data?.name ?? ''
  const offered = linkKinds.flatMap(({ field, label, web }) => {
    const href = safeExternalUrl(links?.[field], { web })
    return href ? [{ field, label, href }] : []
  })

  return (
    <div className="connecting walletconnect-basic">
      <WalletImage src={data?.image_url} name={name} size={72} />
      <p className="heading">{name}</p>
      <p className="note">{t('walletConnect.unavailable')}</p>
      {offered.length > 0 ? (
        <>
          <p className="note">{t('walletConnect.hint', { name })}</p>
          <ul className="catalogue-links">
            {offered.map(({ field, label, href }) => (
              <li key={field}>
                <a className="secondary" href={href} target="_blank" rel="noopener noreferrer">
                  {t(label)}
                  <span className="visually-hidden"> {t('walletConnect.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * The wallet's links: from the route when it came with them, else (a recent wallet, which is
 * remembered without them) looked up in the catalogue by id.
 */
function useWalletLinks(data: Partial<WalletConnectBasicData> | undefined): Links | undefined {
  const catalogue = useCatalogue()
  const given = data && 'homepage' in data
  const walletId = given ? undefined : data?.walletId
  const [found, setFound] = useState<Links>()
  useEffect(() => {
    if (!walletId) return
    const controller = new AbortController()
    catalogue.wallet(walletId, { signal: controller.signal }).then(
      (wallet) => {
        if (wallet) setFound(wallet)
      },
      // Without links the view still says what it must; nothing to add.
      () => {},
    )
    return () => controller.abort()
  }, [catalogue, walletId])
  if (given)
    return {
      homepage: data.homepage ?? null,
      webapp_link: data.webapp_link ?? null,
      desktop_link: data.desktop_link ?? null,
    }
  return found
}
