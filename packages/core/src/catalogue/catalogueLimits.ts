// The wallet catalogue's numbers of SPEC §9. `@airlock/protocol` has them too
// (`walletListLimits`), but its entry pulls in zod, which the browser bundle must not carry;
// `catalogueLimits.test.ts` keeps the two equal.

/** How the modal pages, searches, prefetches and remembers catalogue wallets. */
export const catalogueLimits = {
  /** Wallets per page of the All Wallets grid. */
  pageSize: 40,
  /** Featured wallets on the Connect view: the first of the server's order. */
  featuredCount: 4,
  /** Most wallets a search answers with. */
  searchEntries: 100,
  /** Longest search the server takes, in UTF-16 code units. */
  searchMaxLength: 100,
  /** Images of each list fetched ahead of scrolling. */
  prefetchedImages: 20,
  /** Recently used wallets remembered. */
  recentWallets: 2,
  /** Delay after the last keystroke before a search is sent. */
  searchDebounceMs: 300,
  /** How long one image preload may take before it is given up. */
  imagePreloadTimeoutMs: 2_000,
} as const
