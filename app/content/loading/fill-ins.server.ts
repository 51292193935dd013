import { churchSchema } from '../schemas/church.ts';
import { datesSchema, regulatorsSchema } from '../schemas/site-text.ts';
import { fillInValues } from './fill-in.ts';
import { readDefault } from './read.server.ts';

/**
 * {church}, {town} and the rest as the default language's church.yml and words give them; none
 * while either has a mistake. For /admin's checks, and for a page shown in the default
 * language's words where the other's is not yet written.
 */
export function defaultFillIns(dir: string) {
  const church = churchSchema.safeParse(readDefault(dir, 'church.yml').raw.data);
  const siteText = readDefault(dir, 'site-text.yml').raw.data as
    { dates?: unknown; footer?: { regulators?: unknown } } | undefined;
  const dates = datesSchema.safeParse(siteText?.dates);
  const regulators = regulatorsSchema.safeParse(siteText?.footer?.regulators);
  if (!church.success || !dates.success || !regulators.success) return undefined;
  return {
    church: church.data,
    values: fillInValues(church.data, { dates: dates.data, regulators: regulators.data }),
  };
}
