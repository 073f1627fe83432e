/** How the test wallet announces itself over EIP-6963, unless told otherwise. */
export const testWalletInfo = {
  uuid: '8f2c1a7e-4b7d-4c55-9a57-3c2f0d0a7b11',
  name: 'Airlock Test Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0e7c66"/><text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">TW</text></svg>',
  )}`,
  rdns: 'dev.airlock.testwallet',
}
