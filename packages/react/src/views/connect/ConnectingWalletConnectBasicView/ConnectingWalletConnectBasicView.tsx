import { buildWalletLink, connectWalletConnect, type WalletConnectState } from '@airlock/core'
import { useEffect, useRef, useState } from 'react'
import { ConnectingLogo } from '../../../components/ConnectingLogo/ConnectingLogo.js'
import { QrCode } from '../../../components/QrCode/QrCode.js'
import { WalletImage } from '../../../components/WalletImage/WalletImage.js'
import { type Translate, useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useCatalogue } from '../../../hooks/useCatalogue.js'
import type { WalletConnectBasicData } from '../../../hooks/useSelectWallet.js'
import type { MessageId } from '../../../locales/en.js'
import { appLinkTarget } from '../../../utils/appLinkTarget.js'
import { isMobile, phonePlatform } from '../../../utils/isMobile.js'
import { safeExternalUrl } from '../../../utils/safeExternalUrl.js'
import { useWalletLinks, type WalletLinks } from './useWalletLinks.js'

/**
 * Where to get the wallet, in this order: always web links, opened in a new tab. On a phone only
 * its own platform's store (no browser extension on a phone); on a desktop all of them.
 */
const storeLinks = [
  { field: 'app_store', label: 'walletConnect.appStore', on: ['ios', undefined] },
  { field: 'play_store', label: 'walletConnect.playStore', on: ['android', undefined] },
  { field: 'chrome_store', label: 'walletConnect.chromeStore', on: [undefined] },
  { field: 'homepage', label: 'walletConnect.website', on: ['ios', 'android', undefined] },
] as const satisfies readonly {
  field: keyof WalletLinks
  label: MessageId
  on: readonly ('ios' | 'android' | undefined)[]
}[]

/**
 * Pairing over WalletConnect: the QR code of the current pairing URI (a fresh one replaces it
 * before it expires), a button to copy it, and for a wallet picked in the catalogue the links
 * that open it with the URI (the app on a phone, its desktop or web app elsewhere) and where to
 * get it. While the view is shown it pairs; leaving it stops. A declined or failed pairing says
 * so and offers a new code. Without WalletConnect (turned off, or no EVM networks), it offers the
 * wallet's own links instead.
 */
export function ConnectingWalletConnectBasicView() {
  const airlock = useAirlock()
  const t = useMessages()
  const data = useAirlockState((state) => state.router.data) as
    | Partial<WalletConnectBasicData>
    | undefined
  const pairing = useAirlockState((state) => state.walletConnect)
  const links = useWalletLinks(data)
  const catalogue = useCatalogue()
  const enabled = airlock.config.walletConnect !== undefined && airlock.config.networks.length > 0
  const name = data?.name
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry re-runs it
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    void connectWalletConnect(airlock, { signal: controller.signal, name }).then(
      (connected) => {
        // Only a connection makes the picked wallet a recent one.
        if (connected && data?.walletId && name)
          catalogue.recentWallets.add({
            id: data.walletId,
            name,
            image_url: data.image_url ?? null,
            rdns: data.rdns ?? null,
          })
      },
      () => {},
    )
    return () => controller.abort()
  }, [airlock, enabled, name, attempt])

  const uri = pairing.status === 'waiting' ? pairing.uri : undefined
  // On a phone, the wallet's app is opened by link; its QR code is for another device.
  const opensApp =
    name !== undefined && isMobile() && buildWalletLink(links?.mobile_link, '') !== undefined
  useOpenAppOnce(opensApp ? buildWalletLink(links?.mobile_link, uri ?? '') : undefined, uri)

  if (!enabled) return <Unavailable name={name ?? ''} image={data?.image_url} links={links} />

  const retry = () => setAttempt((count) => count + 1)
  const wallet = name ?? t('walletConnect.anyWallet')
  const ended = pairing.status === 'rejected' || pairing.status === 'failed'

  return (
    // Declined or failed, no QR code is left: the card fits the message (useContentHeight).
    <div className="connecting walletconnect" data-card-fit={ended || undefined}>
      {/* The ring runs while the phone's app is asked; beside a QR code the code says it all. */}
      {name ? (
        <ConnectingLogo
          src={data?.image_url}
          name={name}
          state={ended ? 'failed' : opensApp ? 'waiting' : 'idle'}
        />
      ) : null}
      <div role="status" aria-live="polite" className="walletconnect-status">
        <Status pairing={pairing} wallet={wallet} opensApp={opensApp} t={t} />
      </div>
      {ended ? (
        <button type="button" className="secondary" onClick={retry}>
          {pairing.status === 'rejected' ? t('connecting.retry') : t('walletConnect.newCode')}
        </button>
      ) : opensApp ? null : (
        <div className="qr-frame" data-testid="walletconnect-qr" data-uri={uri}>
          {uri ? (
            <QrCode
              value={uri}
              label={t('walletConnect.qrLabel')}
              logo={
                data?.image_url ?? `${airlock.config.apiUrl}/public/getAssetImage/walletConnect`
              }
            />
          ) : (
            <span className="qr-skeleton skeleton-block" aria-hidden="true" />
          )}
        </div>
      )}
      {uri ? (
        <>
          <AppLinks uri={uri} name={name} links={links} t={t} />
          <button
            type="button"
            className="text-button"
            data-uri={uri}
            onClick={() => {
              void navigator.clipboard?.writeText(uri).catch(() => {})
              airlock.notifier.show('success', t('walletConnect.copied'))
            }}
          >
            {t('walletConnect.copy')}
          </button>
        </>
      ) : null}
      {name ? <GetApp name={name} links={links} t={t} /> : null}
    </div>
  )
}

/**
 * On a phone, opens the wallet's app with the pairing URI as soon as there is one, once per URI:
 * the person picked the wallet, and its QR code is of no use on the same phone. The Open button
 * stays for a browser that refuses a link it did not see tapped.
 */
function useOpenAppOnce(href: string | undefined, uri: string | undefined) {
  const opened = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!href || !uri || opened.current === uri) return
    opened.current = uri
    try {
      window.open(href, appLinkTarget())
    } catch {
      // Refused: the Open button remains.
    }
  }, [href, uri])
}

function Status({
  pairing,
  wallet,
  opensApp,
  t,
}: {
  pairing: WalletConnectState
  wallet: string
  opensApp: boolean
  t: Translate
}) {
  switch (pairing.status) {
    case 'rejected':
      return (
        <>
          <p className="heading">{t('connecting.declined')}</p>
          <p className="note">{t('connecting.declinedHint')}</p>
        </>
      )
    case 'failed':
      return (
        <>
          <p className="heading">{t('walletConnect.failed')}</p>
          <p className="note">{pairing.error}</p>
        </>
      )
    case 'waiting':
      return opensApp ? (
        <>
          <p className="heading">{t('connecting.continueIn', { wallet })}</p>
          <p className="note">{t('walletConnect.openHint', { wallet })}</p>
        </>
      ) : (
        <>
          <p className="heading">{t('walletConnect.scan', { wallet })}</p>
          <p className="note">{t('walletConnect.scanHint')}</p>
        </>
      )
    default:
      return <p className="note">{t('walletConnect.generating')}</p>
  }
}

/**
 * The links that open the picked wallet on this URI: its app on a phone (in this tab, so the
 * app takes over), else its desktop app and web app.
 */
function AppLinks({
  uri,
  name,
  links,
  t,
}: {
  uri: string
  name: string | undefined
  links: WalletLinks | undefined
  t: Translate
}) {
  if (!name || !links) return null
  if (isMobile()) {
    const href = buildWalletLink(links.mobile_link, uri)
    return href ? (
      <a className="primary" href={href} target={appLinkTarget()} rel="noopener noreferrer">
        {t('walletConnect.open', { wallet: name })}
      </a>
    ) : null
  }
  const desktop = buildWalletLink(links.desktop_link, uri)
  const webapp = buildWalletLink(safeExternalUrl(links.webapp_link), uri)
  if (!desktop && !webapp) return null
  return (
    <>
      <p className="note">{t('walletConnect.orOpen', { name })}</p>
      <ul className="catalogue-links">
        {desktop ? (
          <li>
            <a
              className="secondary"
              href={desktop}
              target={appLinkTarget()}
              rel="noopener noreferrer"
            >
              {t('walletConnect.desktop')}
            </a>
          </li>
        ) : null}
        {webapp ? (
          <li>
            <a className="secondary" href={webapp} target="_blank" rel="noopener noreferrer">
              {t('walletConnect.webapp')}
              <span className="visually-hidden"> {t('walletConnect.newTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </>
  )
}

/** Where to get the wallet: its app stores and website, in new tabs. */
function GetApp({
  name,
  links,
  t,
}: {
  name: string
  links: WalletLinks | undefined
  t: Translate
}) {
  const platform = phonePlatform()
  const offered = storeLinks.flatMap(({ field, label, on }) => {
    if (!(on as readonly (string | undefined)[]).includes(platform)) return []
    const href = safeExternalUrl(links?.[field])
    return href ? [{ field, label, href }] : []
  })
  if (offered.length === 0) return null
  return (
    <>
      <p className="note">{t('walletConnect.getApp', { wallet: name })}</p>
      <ul className="store-links">
        {offered.map(({ field, label, href }) => (
          <li key={field}>
            <a className="link" href={href} target="_blank" rel="noopener noreferrer">
              {t(label)}
              <span className="visually-hidden"> {t('walletConnect.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The wallet's own links (web app, desktop app, website) when WalletConnect is not offered. */
function Unavailable({
  name,
  image,
  links,
}: {
  name: string
  image: string | null | undefined
  links: WalletLinks | undefined
}) {
  const t = useMessages()
  const offered = (
    [
      { field: 'webapp_link', label: 'walletConnect.webapp', web: true },
      { field: 'desktop_link', label: 'walletConnect.desktop', web: false },
      { field: 'homepage', label: 'walletConnect.homepage', web: true },
    ] as const
  ).flatMap(({ field, label, web }) => {
    const href = safeExternalUrl(links?.[field], { web })
    return href ? [{ field, label, href }] : []
  })
  return (
    <div className="connecting walletconnect-basic">
      {name ? <WalletImage src={image} name={name} size={72} /> : null}
      {name ? <p className="heading">{name}</p> : null}
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
