import { Fragment, type ReactNode } from 'react';

/**
 * A phrase of the words file with its {names} filled in, each value its own text or element:
 * "Every {day}" and { day: 'Sunday' }. A name not given is left as written.
 */
export function Phrase({ phrase, values }: { phrase: string; values: Record<string, ReactNode> }) {
  const parts = phrase
    .split(/(\{[a-zA-Z]+\})/)
    .filter(Boolean)
    .map((part, index) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      return (
        <Fragment key={index}>
          {name !== undefined && name in values ? values[name] : part}
        </Fragment>
      );
    });
  return <>{parts}</>;
}
