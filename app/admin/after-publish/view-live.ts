// "View Live" as soon as a new entry is first published: Decap 3.16.3 keeps the same editor on
// the screen, whose toolbar works out the page's address only when first drawn for a saved entry,
// so the link came only once the entry was opened again. Its own loadDeployPreview is asked here.
import { decapProps } from '../shared/decap.ts';

interface EditorProps {
  isNewEntry: boolean;
  isPublished?: boolean;
  deployPreview?: { status?: string };
  loadDeployPreview(options?: object): unknown;
}

const isEditor = (props: Record<string, unknown>) =>
  typeof props.loadDeployPreview === 'function' && typeof props.isNewEntry === 'boolean';

/** How long the saved entry may take to be shown (Decap reads it back). */
const patience = 15_000;

async function askOnceShown() {
  for (const until = Date.now() + patience; Date.now() < until;) {
    await new Promise((next) => setTimeout(next, 100));
    // A tree of a few thousand parts: Decap's editor sits some hundreds deep.
    const editor = decapProps<EditorProps>(isEditor, 5000);
    if (!editor || editor.isNewEntry) continue;
    if (editor.isPublished !== false && !editor.deployPreview?.status) editor.loadDeployPreview();
    return;
  }
}

export function startViewLive() {
  window.CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      if (entry.get('newRecord') === true) void askOnceShown();
    },
  });
}
