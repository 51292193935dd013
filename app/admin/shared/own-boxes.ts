// /admin's own boxes on Decap's screen: the upload line, the message, the panels at the foot.
import { adminWords } from './words.ts';

export function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The element `id`, made (with its role and style) the first time it is asked for. */
export function ownBox<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  id: string,
  role: string,
  css: string,
): HTMLElementTagNameMap[K] {
  const found = document.getElementById(id) as HTMLElementTagNameMap[K] | null;
  return found ?? make(tag, { id, role, style: css });
}

/** The panels at the foot: id, side, and widths closed and open; named for screen readers in
 *  /admin's words (`panels`). */
const footPanels = {
  published: { id: 'publish-status', side: 'left', widths: [220, 340] },
  samples: { id: 'sample-values', side: 'right', widths: [240, 420] },
  unplaced: { id: 'unplaced-events', side: 'right', widths: [240, 420] },
} as const;

/** A panel at the foot of the screen: its headline, then what is appended, which opens under it. */
export function footPanel(
  which: keyof typeof footPanels,
  colour: string,
  headline: string,
  open = false,
) {
  const { id, side, widths } = footPanels[which];
  const name = adminWords().panels[which];
  const width = (opened: boolean) => `min(${widths[opened ? 1 : 0]}px,calc(100vw - 16px))`;
  const panel = ownBox('details', id, 'region', '');
  // Above the sample content's panel, on the same side, when both are shown.
  const below = which === 'unplaced' ? document.getElementById(footPanels.samples.id) : null;
  const bottom = below ? 16 + below.offsetHeight : 8;
  panel.setAttribute('aria-label', name);
  panel.open ||= open;
  panel.style.cssText =
    // A third of the screen at most, so the editor stays in view; long addresses wrap.
    `position:fixed;${side}:8px;bottom:${bottom}px;z-index:99;max-width:${width(panel.open)};max-height:33vh;overflow:auto;overflow-wrap:anywhere;` +
    `padding:6px 10px;border-${side}:5px solid ${colour};border-radius:4px;background:#fff;color:#1e2532;` +
    'font-size:13px;line-height:1.4;box-shadow:0 2px 6px rgba(68,74,87,0.25)';
  panel.ontoggle = () => (panel.style.maxWidth = width(panel.open));
  panel.textContent = '';
  panel.append(make('summary', { style: 'cursor:pointer;font-weight:600' }, headline));
  if (!panel.isConnected) document.body.append(panel);
  return panel;
}
