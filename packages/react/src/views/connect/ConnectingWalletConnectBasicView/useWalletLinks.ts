import type { Wallet } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import { useCatalogue } from '../../../hooks/useCatalogue.js'
import { type WalletConnectBasicData, walletLinkFields } from '../../../hooks/useSelectWallet.js'

export type WalletLinks = Pick<Wallet, (typeof walletLinkFields)[number]>

/**
 * The picked wallet's links: from the route when it came with them, else (a recent wallet, which
 * is remembered without them) looked up in the catalogue by id. Undefined while unknown, and for
 * the generic WalletConnect entry.
 */
export function useWalletLinks(
  data: Partial<WalletConnectBasicData> | undefined,
): WalletLinks | undefined {
  const catalogue = useCatalogue()
  const given = data && 'homepage' in data
  const walletId = given ? undefined : data?.walletId
  const [found, setFound] = useState<WalletLinks>()
  useEffect(() => {
    if (!walletId) return
    const controller = new AbortController()
    catalogue.wallet(walletId, { signal: controller.signal }).then(
      (wallet) => {
        if (wallet) setFound(wallet)
      },
      // Without links the view still pairs by QR code; nothing to add.
      () => {},
    )
    return () => controller.abort()
  }, [catalogue, walletId])
  if (given)
    return Object.fromEntries(
      walletLinkFields.map((field) => [field, data[field] ?? null]),
    ) as WalletLinks
  return found
}
