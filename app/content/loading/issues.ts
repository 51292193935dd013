import type { z } from 'zod';

// zod's issues as the build and /admin tell them: where each is, and its sentence.

/** Where an issue is: its keys, and what inside a text it is about ("link “click here”"). */
export function issuePlace(issue: z.core.$ZodIssue): { keys: (string | number)[]; thing?: string } {
  const thing = issue.code === 'custom' ? issue.params?.thing : undefined;
  return {
    keys: issue.path.filter((key) => typeof key !== 'symbol'),
    ...(typeof thing === 'string' && { thing }),
  };
}

/** An issue's sentence: our own message, which a bad record key carries one level down. */
export const issueMessage = (issue: z.core.$ZodIssue) =>
  (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined) ?? issue.message;

/** Turns zod's issues into sentences such as "church → phone → display: ...", one per issue. */
export function describeIssues(
  error: z.ZodError,
  source: string,
  lineAt: (snippet: string) => number | undefined = () => undefined,
) {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(' → ') : 'the file';
    // Longer copy's problems carry the piece of text they are about: name its line too.
    const snippet = issue.code === 'custom' ? issue.params?.snippet : undefined;
    const line = typeof snippet === 'string' ? lineAt(snippet) : undefined;
    return {
      sentence: `- ${source}, ${line ? `line ${line}, ${field}` : field}: ${issueMessage(issue)}`,
      ...issuePlace(issue),
      ...(line && { line }),
    };
  });
}
