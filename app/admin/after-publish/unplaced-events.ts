// "Events under no church" at the foot of /admin: on a site of several churches, this month's
// events from the feed that the site lists under none of them, as the last build found.
import { buildFacts } from '../shared/build-facts.ts';
import { footPanel, make } from '../shared/own-boxes.ts';

export async function startUnplacedEvents() {
  const words = (await buildFacts())?.unplaced;
  if (!words) return;
  const list = make('ul', { style: 'margin:4px 0 0;padding-left:20px' });
  words.lines.forEach((line, index) => {
    // The last line says what to write: advice, not one more event.
    const mark = index < words.lines.length - 1 ? 'disc' : 'none';
    list.append(make('li', { style: `margin-top:4px;list-style:${mark}` }, line));
  });
  footPanel('unplaced', '#1d70b8', words.headline).append(list);
}
