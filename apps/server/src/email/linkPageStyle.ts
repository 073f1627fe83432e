import { createHash } from 'node:crypto'

/**
 * The small stylesheet of the pages the e-mails' links open (approve a device, lock a wallet):
 * the modal's look — system font, a centred card, a primary button — in light and dark. Inline in
 * each page and allowed by the page's CSP by its hash (`linkPageStyleSource`), so the pages still
 * load nothing and run nothing.
 */
export const linkPageStyle = [
  ':root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--fg:#111418;--muted:#5b6270;--accent:#3b5bdb;--line:#e3e6eb}',
  '@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#1a1d24;--fg:#f1f3f6;--muted:#a4abb8;--accent:#9db1ff;--line:#2c313b}}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}',
  'main{width:100%;max-width:420px;padding:28px 24px;border:1px solid var(--line);border-radius:20px;background:var(--card);text-align:center;overflow-wrap:anywhere}',
  'h1{margin:0 0 12px;font-size:20px;font-weight:600;line-height:1.3}',
  'p{margin:0 0 12px;color:var(--muted);font-size:15px}',
  'strong{color:var(--fg);font-weight:600}',
  'form{margin:20px 0 0}',
  'button{width:100%;min-height:44px;padding:10px 16px;border:0;border-radius:12px;background:var(--accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}',
  '@media (prefers-color-scheme:dark){button{color:#0f1115}}',
  'button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}',
  'a{color:var(--accent)}',
].join('')

/** The CSP source that allows exactly `linkPageStyle`. */
export const linkPageStyleSource = `'sha256-${createHash('sha256').update(linkPageStyle).digest('base64')}'`
