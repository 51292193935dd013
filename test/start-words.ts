import { conditionsOf, formFillInsOf } from '../app/admin/start/church-words.ts';
import { toldOf } from '../app/admin/start/new-church.ts';
import { namesIn } from '../app/admin/start/words.ts';
import { fillInValues, laterFillIns } from '../app/content/loading/fill-in.ts';
import { loadContent } from '../app/content/loading/load.server.ts';
import { independentInLondon } from './start-facts.ts';

// For the start form's words' tests: what a template may name, in any language.

let known: { fillIns: string[]; conditions: string[] } | undefined;

/** The fill-ins the form or the site provides, and the conditions the form decides. */
function knownNames() {
  if (known) return known;
  const told = toldOf(independentInLondon);
  const sample = loadContent('content');
  const siteFillIns = Object.keys(
    fillInValues(sample.church, {
      dates: sample.siteText.dates,
      regulators: sample.siteText.footer.regulators,
    }),
  );
  known = {
    fillIns: [...Object.keys(formFillInsOf(told)), ...siteFillIns, ...laterFillIns],
    conditions: Object.keys(conditionsOf(told)),
  };
  return known;
}

/** What a template names that neither the form nor the site knows: empty lists when none. */
export function unknownNamesIn(template: unknown): { fillIns: string[]; conditions: string[] } {
  const { fillIns, conditions } = namesIn(template);
  const { fillIns: knownFillIns, conditions: decided } = knownNames();
  return {
    fillIns: [...fillIns].filter((name) => !knownFillIns.includes(name)),
    conditions: [...conditions].filter((name) => !decided.includes(name)),
  };
}
