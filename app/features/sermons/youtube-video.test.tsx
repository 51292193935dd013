import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enhanceVideos } from '../../browser/video.ts';
import { InSite } from '../../../test/with-site.tsx';
import { sermons, sermonsPage } from '../../content/data.ts';
import { YouTubeVideo } from './youtube-video.tsx';

const sermon = sermons.find((s) => s.video);
if (!sermon?.video) throw new Error('The content has no sermon with a video to test with');
const { labels } = sermonsPage;
const video = (
  <InSite>
    <YouTubeVideo {...sermon.video} title={sermon.title} labels={labels} />
  </InSite>
);

describe('YouTubeVideo', () => {
  it('is a link to the video on YouTube in the prerendered page, with no frame', () => {
    const html = renderToString(video);
    expect(html).toContain(`href="${sermon.video!.url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(labels.watchOnYouTube);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="[^"]*youtube/);
  });

  it('is a Play button once the shared script runs, and YouTube’s privacy-enhanced player after it', async () => {
    // The page as prerendered, then what the shared script does to it.
    document.body.innerHTML = renderToString(video);
    enhanceVideos(document);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(labels.playVideo) }));
    const frame = screen.getByTitle(sermon.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${sermon.video!.id}?autoplay=1`,
    );
    expect(frame).toHaveFocus();
  });
});
