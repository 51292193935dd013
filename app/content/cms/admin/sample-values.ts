// "Sample content" at the foot of /admin: what of the sample church the content still holds, as
// the last build listed it, so the office sees it where it works.
import { footPanel } from './own-boxes.ts';
import { samplePanel, type PanelText } from './sample-panel.ts';

function show({ headline, lines }: PanelText) {
  const list = document.createElement('ul');
  list.style.cssText = 'margin:4px 0 0;padding-left:16px';
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  footPanel('samples', '#d9a400', headline).append(list);
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
