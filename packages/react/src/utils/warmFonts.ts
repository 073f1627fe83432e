// The weights and sizes of the modal's first views' text. Chromium looks a face up per weight
// and size: one left out costs its view's first layout that lookup (a bench probe at 4× CPU
// throttling: 18.5 ms median for two lines in sizes not laid out before, 4.4 ms once they were).
const sizes = [
  // Connect: body, wallet rows, title, tags, the wallet count badge, monograms.
  ['400', '16px'],
  ['500', '16px'],
  ['600', '17px'],
  ['400', '12px'],
  ['600', '12px'],
  ['700', '16px'],
  // Connecting (shown while a wallet is asked): its heading and note.
  ['600', '16px'],
  ['400', '14px'],
  // Account: links.
  ['500', '14px'],
] as const

/**
 * Lays out, once and hidden, a line of text in each weight and size of the modal's first views
 * (Connect, Connecting, Account), in its font (the `.root` rule's, with the theme's variables),
 * then removes it. Run while the page is idle: the first use of each face at each size (its
 * lookup) is then not part of the first open's layout, nor of the Connecting view's. On the bench's page (bench/fixtures/floor-airlock) the Connect
 * view's first style and layout, forced right after the open's commit, took 17.6 ms of layout
 * without it and 2.6 ms with it (medians of 12 interleaved rounds, load 22–27).
 *
 * @param root - The modal's shadow root, with its stylesheet adopted.
 * @param variables - The theme's CSS variables (`themeCssVariables`).
 *
 * @example
 * afterPaint(() => warmFonts(shadow, themeCssVariables(theme)))
 */
export function warmFonts(root: ShadowRoot, variables: Record<string, string>) {
  const sample = document.createElement('div')
  sample.className = 'root'
  sample.setAttribute('aria-hidden', 'true')
  for (const [name, value] of Object.entries(variables)) sample.style.setProperty(name, value)
  sample.style.visibility = 'hidden'
  sample.style.pointerEvents = 'none'
  for (const [weight, size] of sizes) {
    const line = document.createElement('span')
    line.style.fontWeight = weight
    line.style.fontSize = size
    line.textContent = 'Aa'
    sample.append(line)
  }
  root.append(sample)
  // Reading a size lays the sample out now, with its fonts.
  void sample.offsetHeight
  sample.remove()
}
