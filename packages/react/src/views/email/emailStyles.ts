// The e-mail views' styles, adopted into the modal's shadow root when their chunk loads (see
// `adoptEmailStyles`), so the modal's own chunk does not carry them. They build on the modal's
// classes (`.input`, `.primary`, `.note`, `.error`, `.facts`…) and its theme variables.
export const emailStyles = `
.email { display: contents; }
.email-form { display: grid; gap: 8px; }
.email-form .input-row .primary { flex: none; }
.email-divider { display: flex; align-items: center; gap: 12px; margin: 4px 0; }
.email-divider::before, .email-divider::after { content: ''; flex: 1; border-top: 1px solid var(--airlock-border); }
.otp { display: flex; justify-content: center; gap: 8px; margin: 4px 0; padding: 0; border: 0; }
.otp .input { flex: none; width: 44px; height: 52px; padding: 0; font-size: 22px; font-weight: 600; text-align: center; }
.otp .input:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.otp .input:disabled { opacity: 0.6; }
.resend { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 6px; margin: 0; color: var(--airlock-muted); font-size: 14px; }
.text-button:disabled { color: var(--airlock-muted); cursor: default; }
.email-status { display: grid; justify-items: center; gap: 4px; text-align: center; }
.email-status .heading { margin: 0; }
/* The link's time left reads as part of the waiting line above it, not as a line of its own. */
.device-countdown { margin-top: -8px; font-variant-numeric: tabular-nums; }
.email-address { font-weight: 600; color: var(--airlock-fg); overflow-wrap: anywhere; }
/* Across the card's inner width and 6 px into the body's foot: the frame's screen pads itself as
   the body does (16 px), so its text and buttons line up with the modal's, and the buttons' focus
   rings are not cut at the frame's edge. Its foot stays clear of the card's rounded corners. */
.approve-area {
  display: grid;
  place-items: center;
  width: calc(100% + 32px);
  margin: 0 -16px -6px;
  background: var(--airlock-bg);
  color: var(--airlock-muted);
  font-size: 14px;
}
/* No scrollbar narrows the area while the card grows to it: the frame measures its screen at the
   width it is shown at. (The frame lies over the page, not in the card: nothing of it is cut.) */
.scroller:has(.approve-area) { overflow: hidden; }
.settings { display: grid; gap: 8px; width: 100%; }
.settings-row { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-radius: 12px; background: var(--airlock-surface); }
.settings-row .row-main { flex: 1; }
.session-icon { width: 32px; height: 32px; border-radius: 8px; flex: none; object-fit: cover; }
/* A long e-mail address and the smart account's explanation wrap: nothing in the settings is cut short. */
.settings-row .row-title, .settings-row .row-sub { white-space: normal; overflow-wrap: anywhere; }
.settings-socials { display: grid; gap: 8px; }
.settings-socials > .row-sub { margin: 8px 0 0; }
.settings-socials .list { display: grid; gap: 8px; }
.switch {
  all: unset;
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  border-radius: 999px;
  background: var(--airlock-border);
  cursor: pointer;
}
.switch::after {
  content: '';
  position: absolute;
  top: 3px;
  inset-inline-start: 3px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: var(--airlock-bg);
  transition: transform 150ms ease-out;
}
.switch[aria-checked='true'] { background: var(--airlock-accent); }
.switch[aria-checked='true']::after { transform: translateX(16px); }
[dir='rtl'] .switch[aria-checked='true']::after { transform: translateX(-16px); }
.switch:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 2px; }
.switch:disabled { opacity: 0.6; cursor: default; }
@media (prefers-reduced-motion: reduce) { .switch::after { transition: none; } }
`
