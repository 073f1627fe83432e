// The wallet catalogue's and WalletConnect's part of the modal's stylesheet (Connect, All Wallets,
// the QR code view): appended to `modalStyles`, in this order.
export const catalogueStyles = `/* catalogue */
.root {
  --airlock-skeleton: rgba(20, 26, 34, 0.08);
}
.root[data-theme='dark'] {
  --airlock-skeleton: rgba(238, 241, 245, 0.08);
}
.wallet-image { display: block; flex: none; object-fit: cover; }
.wallet-image-fallback {
  display: grid;
  place-items: center;
  background: var(--airlock-border);
  color: var(--airlock-fg);
  font-weight: 700;
}
.wallet .wallet-image { width: 36px; height: 36px; border-radius: 10px; }
.connecting .wallet-image { width: 72px; height: 72px; border-radius: 18px; font-size: 28px; }
.all-wallets-icon {
  display: grid;
  place-items: center;
  background: var(--airlock-bg);
  color: var(--airlock-accent);
}
.count-badge {
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--airlock-bg);
  font-weight: 600;
}
.catalogue-status {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  color: var(--airlock-muted);
  font-size: 13px;
  text-align: center;
}
.catalogue-status:empty { display: none; }
/* Four wallet rows and their gaps: what the featured skeleton took. */
.catalogue-status[data-reserve='featured'] { min-height: 248px; }
.text-button {
  all: unset;
  border-radius: 4px;
  color: var(--airlock-accent);
  font-weight: 600;
  cursor: pointer;
}
.text-button:focus-visible, .tile:focus-visible, .search-input:focus-visible {
  outline: 3px solid var(--airlock-accent);
  outline-offset: 1px;
}
.all-wallets { display: grid; gap: 12px; }
.catalogue-search {
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -16px;
  /* Room above for the focused field's ring (3 px, 1 px off), which the scroller would clip. */
  padding: 4px 16px;
  background: var(--airlock-bg);
}
.search-input {
  all: unset;
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 12px;
  border: 1px solid var(--airlock-border);
  border-radius: 12px;
  background: var(--airlock-surface);
  color: var(--airlock-fg);
  font: inherit;
  font-size: 15px;
}
.search-input::placeholder { color: var(--airlock-muted); opacity: 1; }
.wallet-grid {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
}
.wallet-grid > li { display: flex; }
/* all: unset first: the shared layout below must win over it. */
.tile { all: unset; box-sizing: border-box; color: var(--airlock-fg); font: inherit; text-align: center; cursor: pointer; }
.tile, .tile-skeleton {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  min-width: 0;
  padding: 10px 4px 8px;
  border-radius: 12px;
  background: var(--airlock-surface);
}
.tile:hover { box-shadow: inset 0 0 0 1px var(--airlock-border); }
.tile .wallet-image, .tile-skeleton .skeleton-block { width: 52px; height: 52px; border-radius: 14px; }
.tile .wallet-image-fallback { font-size: 20px; }
.tile-name {
  /* Two lines, so "Coinbase Wallet" shows whole; every tile reserves both, so rows stay even.
     Lines break between words and the pieces of one (namePieces), never inside a word: a word
     wider than the tile ends in an ellipsis ("Crypto.co/m" broke mid-word). */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  max-width: 100%;
  min-height: 2.4em;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 12px;
  font-weight: 500;
  line-height: 1.2;
  text-align: center;
}
.tile-tag { color: var(--airlock-accent); font-size: 10px; font-weight: 600; line-height: 1; }
.wallet-skeleton {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 12px;
  background: var(--airlock-surface);
}
/* An opacity pulse, as the shell's rows have: the compositor runs it. The gradient shimmer it
   replaces animated background-position, which Chromium cannot composite: every frame while the
   catalogue loaded was styled, painted and committed on the main thread (issue 25). */
.skeleton-block, .skeleton-line {
  display: block;
  background: var(--airlock-skeleton);
  animation: pulse 1.2s ease-in-out infinite;
}
.skeleton-block { width: 36px; height: 36px; border-radius: 10px; }
.skeleton-line { width: 112px; height: 12px; border-radius: 6px; }
.tile-skeleton .skeleton-line { width: 70%; height: 10px; margin: 2px 0 1px; }
.catalogue-empty { padding: 24px 0; }
/* No wallet found: the card keeps the list's height while one types (the field stays put), and
   the message sits in the middle of the room under the field rather than at its top. The body
   then fills the card, which it measures as the height the card already has. */
.scroller:has(.catalogue-empty) { display: flex; flex-direction: column; }
.scroller:has(.catalogue-empty) > .body { flex: 1 0 auto; display: flex; flex-direction: column; }
.all-wallets:has(> .catalogue-empty) { flex: 1 0 auto; grid-template-rows: auto 1fr; }
.all-wallets > .catalogue-empty { align-self: center; }
.scroll-sentinel { height: 1px; }
.catalogue-links { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 8px; justify-items: center; }
.catalogue-links .secondary { display: inline-block; }
@media (prefers-reduced-motion: reduce) {
  .skeleton-block, .skeleton-line { animation: none; }
}
/* social logins */
/* Two lines as the wallet tiles have (both reserved): "Alle Konten" showed "Alle…" over "Konten". */
.social-grid .tile-name { overflow-wrap: normal; }
/* Until the server's config answers: tiles of the social tiles' size (a 36 px mark, one name). */
.social-grid .tile-skeleton .skeleton-block { width: 36px; height: 36px; border-radius: 10px; }
.social-grid .tile-skeleton .tile-name { display: grid; place-items: start center; width: 100%; }
.social-icon { display: block; flex: none; color: var(--airlock-fg); }
.social-more {
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: var(--airlock-bg);
  color: var(--airlock-accent);
  font-weight: 700;
}
/* WalletConnect */
.walletconnect-status { display: grid; justify-items: center; }
/* Copy link clear of the code's white plate (it shows on a dark card). */
.qr-frame { display: grid; place-items: center; width: 240px; height: 240px; margin: 4px 0 8px; }
.qr-frame .qr-skeleton { width: 240px; height: 240px; border-radius: 12px; }
.walletconnect .primary { display: block; }
.store-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 16px; }
`
