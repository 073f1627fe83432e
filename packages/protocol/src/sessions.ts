/** One ERC-7715 session of an account, as `GET /v1/sessions/{caipAddress}` lists it. */
export type SessionRecord = {
  /** The permission context id (`pci`): the validator's session id. */
  pci: `0x${string}`
  caipAddress: string
  chainId: number
  /** The dapp's session key. */
  signer: `0x${string}`
  /** Unix seconds. */
  validAfter: number
  validUntil: number
  /** Seconds per spending period; 0: one period for the whole session. */
  period: number
  /** The contracts and functions (4-byte selectors) the key may call. */
  permissions: { target: `0x${string}`; selector: `0x${string}` }[]
  /**
   * Spend limits per period, in the token's smallest units (decimal strings), with the token's
   * symbol and decimals as its contract answers them (absent when it does not).
   */
  limits: {
    token: `0x${string}`
    amount: string
    spentThisPeriod: string
    symbol?: string
    decimals?: number
  }[]
  status: 'active' | 'expired' | 'revoked'
  /** The transaction that granted it. */
  grantedIn: `0x${string}`
}
