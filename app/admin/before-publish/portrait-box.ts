// A person's photo box in /admin: Decap's own, with the square the site will show under it, cut
// at the "Part of the photo to keep" (lib/photo-position.ts). Decap gives a box no value of its
// neighbours, so the choice is read from the entry: the first person with this photo.
import {
  defaultPhotoPosition,
  isPhotoPosition,
  photoPositions,
  type PhotoPosition,
} from '../../lib/photo-position.ts';
import type { DecapStore, Widget, WidgetProps } from '../shared/decap.ts';
import { decapStore } from '../shared/decap.ts';

interface PortraitBox {
  props: WidgetProps & { getAsset(path: string, field: unknown): unknown };
  state: { position: PhotoPosition };
  setState(state: Partial<PortraitBox['state']>): void;
  store?: DecapStore;
  unsubscribe?: () => void;
}

/** The part kept of `photo` by the first person in `data` with it. */
function chosenPosition(data: unknown, photo: unknown): PhotoPosition {
  const queue = [data];
  for (const value of queue) {
    if (!value || typeof value !== 'object') continue;
    const { photo: own, photoPosition } = value as Record<string, unknown>;
    if (own === photo && photo)
      return isPhotoPosition(photoPosition) ? photoPosition : defaultPhotoPosition;
    queue.push(...Object.values(value));
  }
  return defaultPhotoPosition;
}

export function startPortraitBoxes() {
  const { CMS } = window;
  const image = CMS.getWidget('image');
  try {
    registerPortraitBox(image);
  } catch (error) {
    // The photo box stays, without its square, should a Decap update refuse ours.
    CMS.registerWidget('portrait', image.control, image.preview, image.schema);
    throw error;
  }
}

function registerPortraitBox(image: Widget) {
  const { CMS, h, createClass } = window;

  const follow = (box: PortraitBox) => {
    const data = box.store?.getState().entryDraft.get('entry')?.get('data').toJS();
    const position = chosenPosition(data, box.props.value);
    if (position !== box.state.position) box.setState({ position });
  };

  const Portrait = createClass({
    getInitialState: () => ({ position: defaultPhotoPosition }),
    componentDidMount(this: PortraitBox) {
      this.store = decapStore();
      this.unsubscribe = this.store?.subscribe(() => follow(this));
      follow(this);
    },
    componentDidUpdate(this: PortraitBox) {
      follow(this);
    },
    componentWillUnmount(this: PortraitBox) {
      this.unsubscribe?.();
    },
    // Decap's image box decides for itself when to draw again (an upload finishing).
    shouldComponentUpdate: () => true,
    render(this: PortraitBox) {
      const { value, field, getAsset } = this.props;
      const kept = photoPositions[this.state.position];
      const square =
        typeof value === 'string' && value
          ? h(
              'figure',
              {
                'data-portrait-square': this.state.position,
                style: { display: 'flex', gap: '16px', alignItems: 'center', margin: '12px 0 0' },
              },
              h('img', {
                src: String(getAsset(value, field)),
                alt: 'The photo as the site shows it',
                width: 120,
                height: 120,
                style: {
                  width: '120px',
                  height: '120px',
                  objectFit: 'cover',
                  objectPosition: kept.css,
                  borderRadius: '12px',
                  background: '#eef2f8',
                },
              }),
              h(
                'figcaption',
                { style: { fontSize: '14px', lineHeight: 1.5, color: '#1e2532' } },
                `As the site shows it: a square keeping ${kept.words.replace(/^The/, 'the')}.`,
              ),
            )
          : null;
      return h('div', null, h(image.control, { ...this.props }), square);
    },
  });
  CMS.registerWidget('portrait', Portrait, image.preview, image.schema);
}
