/**
 * A sermon's video, nothing asked of YouTube until played: its poster link becomes a button (a
 * copy of its content, so nothing moves) that puts YouTube's privacy-enhanced player in its place.
 */
export function enhanceVideos(doc: Document) {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-youtube-embed]')) {
    const {
      youtubeEmbed: embed = '',
      youtubeTitle: title = '',
      youtubePlay: play = '',
    } = link.dataset;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.dataset.slot = link.dataset.slot;
    for (const child of link.childNodes) button.append(child.cloneNode(true));
    // The link's "(opens in a new tab)" goes; the label says what the button does.
    button.querySelector('[data-slot="new-tab"]')?.remove();
    const label = button.querySelector('[data-video-label]');
    if (label) label.textContent = play;
    const name = doc.createElement('span');
    name.className = 'sr-only';
    name.textContent = `: ${title}`;
    button.append(name);
    button.addEventListener('click', () => {
      const frame = doc.createElement('div');
      frame.className = link.className;
      frame.dataset.slot = link.dataset.slot;
      const iframe = doc.createElement('iframe');
      iframe.src = embed;
      iframe.title = title;
      iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      iframe.allowFullscreen = true;
      iframe.className = 'absolute inset-0 size-full border-0';
      frame.append(iframe);
      button.replaceWith(frame);
      iframe.focus();
    });
    link.replaceWith(button);
  }
}
