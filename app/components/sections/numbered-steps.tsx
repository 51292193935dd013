/** Steps to follow in order, with large numbers a reader can keep their place by. */
export function NumberedSteps({ steps }: { steps: string[] }) {
  return (
    <ol data-slot="numbered-steps" className="space-y-4">
      {steps.map((step, index) => (
        <li key={step} className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1.5 text-lg text-stone-800">{step}</span>
        </li>
      ))}
    </ol>
  );
}
