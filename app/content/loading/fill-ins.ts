import { churchSchema } from '../schemas/church.ts';
import { datesSchema, regulatorsSchema } from '../schemas/site-text.ts';
import { fillInValues } from './fill-in.ts';

/**
 * {church}, {town} and the rest as a church.yml and a words file give them (their data as
 * read); none while either has a mistake. On disk: fill-ins.server.ts.
 */
export function fillInsOf(churchData: unknown, siteTextData: unknown) {
  const church = churchSchema.safeParse(churchData);
  const siteText = siteTextData as
    { dates?: unknown; footer?: { regulators?: unknown } } | undefined;
  const dates = datesSchema.safeParse(siteText?.dates);
  const regulators = regulatorsSchema.safeParse(siteText?.footer?.regulators);
  if (!church.success || !dates.success || !regulators.success) return undefined;
  return {
    church: church.data,
    values: fillInValues(church.data, { dates: dates.data, regulators: regulators.data }),
  };
}
