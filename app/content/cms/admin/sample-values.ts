// "Sample content" at the foot of /admin, on the right: what of the sample church the content
// still holds, one line a kind, as the last build listed it (/admin/build.json's samples,
// app/content/loading/placeholders.ts), or as the files are on `npm run cms`. So the office sees the
// list where it works, and it goes once nothing of the sample church is left. The words are
// sample-panel.ts's; this shows them.
import { samplePanel, type PanelText } from './sample-panel.ts';

const PANEL_ID = 'sample-values';
const width = (open: boolean) => (open ? 'min(420px,calc(100vw - 16px))' : 'min(240px,calc(100vw - 16px))');

function show({ headline, lines }: PanelText) {
  const panel = document.createElement('details');
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Sample content');
  panel.style.cssText =
    `position:fixed;right:8px;bottom:8px;z-index:99;max-width:${width(false)};max-height:50vh;overflow:auto;` +
    'padding:6px 10px;border-right:5px solid #d9a400;border-radius:4px;background:#fff;color:#1e2532;' +
    'font-size:13px;line-height:1.4;box-shadow:0 2px 6px rgba(68,74,87,0.25)';
  const summary = document.createElement('summary');
  summary.style.cssText = 'cursor:pointer;font-weight:600';
  summary.textContent = headline;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:4px 0 0;padding-left:16px';
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  panel.append(summary, list);
  panel.ontoggle = () => (panel.style.maxWidth = width(panel.open));
  document.getElementById(PANEL_ID)?.remove();
  document.body.append(panel);
}

export async function startSampleValues() {
  try {
    const response = await fetch('/admin/build.json', { cache: 'no-cache' });
    if (!response.ok) return;
    const facts = (await response.json()) as { samples?: string[] };
    const text = samplePanel(facts.samples);
    if (text) show(text);
  } catch {
    // Without the build's facts there is no list to show; the build's log still has it.
  }
}
