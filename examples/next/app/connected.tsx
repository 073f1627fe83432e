'use client'

import { useAccount } from 'wagmi'

/** What wagmi's own hook says: the same account the modal connected. */
export function Connected() {
  const { address } = useAccount()
  return <p data-testid="wagmi-address">{address ? `Connected: ${address}` : 'Not connected'}</p>
}
