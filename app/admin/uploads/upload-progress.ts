// Says that an upload is working while it works: Decap 3.16.3 says "Uploading..." only when no
// entry is open, so a photo chosen for an entry took seconds with no sign of life.
import { make, ownBox } from '../shared/own-boxes.ts';
import { endsUpload, savedName, uploading, uploadTimeout } from './upload-words.ts';

const STATUS_ID = 'upload-progress';

/** Whether the library shows a file of this name, or Decap has said something went wrong. */
function finished(name: string) {
  for (const element of document.querySelectorAll('p, span, h2, h3, div')) {
    if (element.children.length === 0 && endsUpload(element.textContent ?? '', name)) return true;
  }
  return false;
}

function show(names: string[]) {
  const status = ownBox(
    'div',
    STATUS_ID,
    'status',
    'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:100000;max-width:min(90vw,560px);' +
      'padding:12px 16px;border-radius:5px;background:#1e2532;color:#fff;font-size:15px;line-height:1.4;' +
      'box-shadow:0 2px 6px rgba(0,0,0,0.3);display:flex;gap:12px;align-items:center',
  );
  if (!status.isConnected) document.body.append(status);
  status.textContent = '';
  const progress = make('progress', { style: 'flex:none;width:64px', 'aria-hidden': 'true' });
  status.append(progress, make('span', {}, uploading(names)));
}

export function startUploadProgress() {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length)
        return;
      // The sermon's recording box shows its own progress (recording-box.ts).
      if (input.closest('[data-recording-box]')) return;
      const files = [...input.files];
      const expected = files.map((file) => savedName(file.name));
      show(files.map((file) => file.name));
      const started = Date.now();
      const check = () => {
        if (expected.every(finished) || Date.now() - started > uploadTimeout) {
          observer.disconnect();
          document.getElementById(STATUS_ID)?.remove();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      // The last look, should nothing change on the page after the two minutes.
      setTimeout(check, uploadTimeout + 500);
    },
    true,
  );
}
