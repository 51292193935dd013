import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentError, loadContent } from '../app/content/loading/load.server.ts';

// For tests of the loader: a copy of a content folder to break the way a person editing it
// might, and the sentences the build then stops with.

export type Data = Record<string, unknown>;

/** The sample church's content and the second content set. */
export const contentFolders = ['content', 'test/fixtures/content'];

/** A function that copies a content folder for one test; the copies go after each test. */
export function contentCopies() {
  const copies: string[] = [];
  afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (source = 'content') => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(source, dir, { recursive: true });
    copies.push(dir);
    return dir;
  };
}

/** Changes one YAML file of a copy. */
export function edit(dir: string, file: string, change: (data: Data) => void) {
  const path = join(dir, file);
  const data = parse(readFileSync(path, 'utf8')) as Data;
  change(data);
  writeFileSync(path, stringify(data));
}

/** Changes the front matter of one Markdown file of a copy (a notice or a sermon). */
export function editMarkdown(dir: string, file: string, change: (data: Data) => void) {
  const path = join(dir, file);
  const [, frontMatter = '', body = ''] =
    readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/) ?? [];
  const data = parse(frontMatter) as Data;
  change(data);
  writeFileSync(path, `---\n${stringify(data)}---\n${body}`);
}

/** The message loadContent stops with (the test fails if it does not stop). */
export function problemsIn(dir: string): string {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('The content was accepted');
}

/** The build stops with every one of these sentences. */
export function expectProblems(dir: string, ...sentences: string[]) {
  const problems = problemsIn(dir);
  for (const sentence of sentences) expect(problems).toContain(sentence);
}

/** About Us's first section of people in a content folder's file: its place and its data. */
export function firstPeopleSection(dir: string): { index: number; people: Data[] } {
  const page = parse(readFileSync(join(dir, 'pages/about-us.yml'), 'utf8')) as {
    sections: Data[];
  };
  const index = page.sections.findIndex((section) => section.type === 'people');
  return { index, people: page.sections[index]!.people as Data[] };
}

/** The same in the loaded content: the people the page shows first. */
export const firstPeople = (content: ReturnType<typeof loadContent>) =>
  content.aboutUs.sections.find((section) => section.type === 'people')!.people;
