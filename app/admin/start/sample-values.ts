// "Sample content" at the foot of /admin: what is still the sample church's, as last built.
import { buildFacts } from '../shared/build-facts.ts';
import { footPanel, make } from '../shared/own-boxes.ts';
import { adminLanguage } from '../shared/words.ts';
import { samplePanel } from './sample-panel.ts';
import { offerStartForm } from './form.ts';
import { formWords } from './words.ts';

export async function startSampleValues() {
  // Without the build's facts there is no list to show; the build's log still has it.
  const text = samplePanel((await buildFacts())?.samples, formWords[adminLanguage()]);
  if (!text) return;
  const { headline, lines } = text;
  // A checklist: a box before each thing to replace; the last line says how the list goes.
  const list = make('ul', { style: 'margin:4px 0 0;padding-left:20px' });
  lines.forEach((line, index) => {
    const mark = index < lines.length - 1 ? "'☐ '" : 'none';
    list.append(make('li', { style: `margin-top:4px;list-style:${mark}` }, line));
  });
  const panel = footPanel('samples', '#d9a400', headline);
  panel.append(list);
  // The sample church still here: the start form puts the church's own in its place.
  offerStartForm(panel);
}
