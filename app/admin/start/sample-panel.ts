// What the "Sample content" panel at the foot of /admin says (sample-values.ts shows it).

/** What the panel says: nothing when no sample value is left. */
export function samplePanel(samples: string[] | undefined) {
  if (!samples || samples.length === 0) return null;
  const kinds = samples.length === 1 ? 'one kind' : `${samples.length} kinds`;
  return {
    headline: `Sample content left: ${kinds}`,
    lines: [
      ...samples,
      'The list goes once nothing of the sample church is left. It is as at the last publish; the editor’s guide, “Before the site goes live”, says more.',
    ],
  };
}
