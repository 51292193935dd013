import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Language } from '../app/lib/languages.ts';
import { fillFields } from './forms.ts';
import { formWordsIn } from './start-form.ts';

// One CMS test's /admin (office.ts makes it): its page, its content folder, and the steps a
// person takes in the CMS that every task shares.

export const sourceContent = process.env.CONTENT_DIR ?? 'content';
/** The CMS page of a build that already exists (npm test's, ADMIN_SITE_BUILD), else one made here. */
export const siteBuild = process.env.ADMIN_SITE_BUILD ?? 'build-admin/client';
export const rebuiltBuild = 'build-admin2/client';
/** The content with every test's saved changes (global-setup.ts). */
export const editedContent = () => join(process.env.CMS_EDITED_REPO!, 'content');

export const url = (port: number, path = '/') => `http://localhost:${port}${path}`;

type Yaml = Record<string, unknown>;

/** One test's CMS: its content folder, decap-server on it, and what the browser reported. */
export class Office {
  constructor(
    readonly page: Page,
    readonly repo: string,
    readonly sitePort: number,
    private readonly decap: { outstanding: number; lastSeen: number },
    readonly pageErrors: string[],
    /** The site's first language, which /admin's own parts speak. */
    readonly language: Language = 'en',
  ) {}

  get contentDir() {
    return join(this.repo, 'content');
  }
  admin(path = '') {
    return url(this.sitePort, `/admin/${path}`);
  }
  text(file: string) {
    return readFileSync(join(this.contentDir, file), 'utf8');
  }
  readYaml(file: string) {
    return parse(this.text(file)) as Yaml;
  }
  /** Every file and folder in the content copy, as paths inside it ("images/text/hall.jpg"). */
  files() {
    return (readdirSync(this.contentDir, { recursive: true }) as string[]).sort();
  }

  /** Keeps what this test saved, every file new or changed, for the rebuild (site-rebuilt.spec.ts). */
  keep() {
    for (const file of this.files()) {
      const [from, to, source] = [this.contentDir, editedContent(), sourceContent].map((dir) =>
        join(dir, file),
      );
      if (statSync(from!).isDirectory()) continue;
      if (existsSync(source!) && readFileSync(source!).equals(readFileSync(from!))) continue;
      mkdirSync(dirname(to!), { recursive: true });
      cpSync(from!, to!);
    }
  }

  /** "Login" (not "Login with GitHub"): Decap found the local backend; the start form put off. */
  async signIn() {
    const { page } = this;
    if (page.url() !== this.admin()) await page.goto(this.admin());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Church and site' })).toBeVisible();
    // The sample church is still here, so /admin offers the start form first: these tasks
    // edit the sample, as an office may before it is ready to replace it.
    const { heading, notNow } = formWordsIn(this.language);
    await page.getByRole('region', { name: heading }).getByRole('button', { name: notNow }).click();
  }

  /** Opens a form from its collection's list, and waits for the CMS to finish reading it: the
   *  form shows before the CMS's last answers from decap-server (the entry's pictures among
   *  them) have come, and a person added before then is lost (seen on a busy machine). */
  async openFromList(collection: string, entry: string) {
    await this.page.getByRole('link', { name: collection, exact: true }).click();
    await this.page.getByText(entry, { exact: true }).click();
    await expect
      .poll(() => this.decap.outstanding === 0 && Date.now() - this.decap.lastSeen >= 500, {
        intervals: [100],
      })
      .toBe(true);
  }

  /** Opens an empty form of a collection, from the CMS's start (a form left open otherwise
   *  stays on screen when only the address changes). */
  async newEntry(collection: string, fields: Record<string, string> = {}) {
    await this.page.goto(this.admin('#/'));
    await this.page.getByRole('link', { name: 'Church and site' }).click();
    await this.page.goto(this.admin(`#/collections/${collection}/new`));
    await expect(this.page.getByLabel('Web address', { exact: true })).toHaveValue('');
    await fillFields(this.page, fields);
  }

  /** Opens an entry by its address, from its collection's list. */
  async openEntry(collectionLink: string, path: string) {
    await this.page.goto(this.admin('#/'));
    await this.page.getByRole('link', { name: collectionLink, exact: true }).click();
    await this.page.goto(this.admin(`#/collections/${path}`));
  }

  /** Decap's "Publish → Publish now", then its "Changes saved"; if not, what the browser said. */
  async publish() {
    const { page } = this;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    try {
      await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
      // A new entry's form then moves to the entry's own address; going elsewhere before that
      // (on a busy machine, it can come seconds later) would be undone by it.
      await expect(page).not.toHaveURL(/\/new$/);
    } catch (error) {
      if (this.pageErrors.length === 0) throw error;
      throw new Error(`The CMS did not save. The browser reported:\n${this.pageErrors.join('\n')}`);
    }
  }

  /**
   * Publish, refused: the message at the top says "Not published yet" and names each box with
   * what is wrong, exactly these (each "Names → of its box: the build's sentence", in part).
   */
  async refused(problems: RegExp[]) {
    const { page } = this;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('listitem')).toHaveCount(problems.length);
    for (const problem of problems)
      await expect(message.getByRole('button', { name: problem })).toBeVisible();
    await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
    // A designed outcome, not an exception: the test's page errors stay empty (office.ts).
    expect(this.pageErrors).toEqual([]);
    return message;
  }
}

/** The lines of `after` that are not in `before` at the same place. */
export function changedLines(before: string, after: string) {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}
