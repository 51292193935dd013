// A short address's box in /admin, with its QR code under it as it is typed (lib/qr-code.ts, as
// the build's /qr/), so the office can print it before the site is rebuilt.
import { qrPng, qrSvg } from '../../lib/qr-code.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { slugPattern } from '../../lib/slug.ts';
import { buildFacts } from '../shared/build-facts.ts';
import type { WidgetProps } from '../shared/decap.ts';

interface QrCodeFigure {
  props: { path: unknown; siteUrl: Promise<string | undefined> };
  state: { address: string; svg: string; png: string };
  setState(state: Partial<QrCodeFigure['state']>): void;
  drawn: number;
}

/** A data address's bytes as a file the browser can hand over (the CMS's policy allows blob:). */
function blobOf(dataAddress: string) {
  const [head, base64 = ''] = dataAddress.split(',');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head ?? '')?.[1] ?? '' });
}

export function startShortAddresses() {
  const { CMS, h, createClass } = window;
  const text = CMS.getWidget('string');
  // The site's address as of the content on this build (admin-plugin.ts; live on `npm run cms`).
  const siteUrl = buildFacts().then((facts) => facts?.siteUrl);

  const QrCode = createClass({
    getInitialState: () => ({ address: '', svg: '', png: '' }),
    componentDidMount(this: QrCodeFigure) {
      this.drawn = 0;
      void draw(this);
    },
    componentDidUpdate(this: QrCodeFigure, previous: QrCodeFigure['props']) {
      if (previous.path !== this.props.path) void draw(this);
    },
    componentWillUnmount(this: QrCodeFigure) {
      this.drawn = -1;
      release(this.state);
    },
    render(this: QrCodeFigure) {
      const { address, svg, png } = this.state;
      if (!address) return null;
      const name = `qr-${address.split('/').pop()}`;
      const link = (href: string, download: string, label: string) =>
        h('a', { href, download, style: { color: '#3a69c7', marginRight: '16px' } }, label);
      return h(
        'figure',
        {
          'data-qr-code': address,
          style: { display: 'flex', gap: '16px', alignItems: 'center', margin: '12px 0 0' },
        },
        h('img', { src: svg, alt: `QR code of ${address}`, width: 120, height: 120 }),
        h(
          'figcaption',
          { style: { fontSize: '14px', lineHeight: 1.5, color: '#1e2532' } },
          h('span', { style: { display: 'block' } }, `The QR code of ${address}. Download it:`),
          link(svg, `${name}.svg`, 'SVG (any size)'),
          link(png, `${name}.png`, 'PNG, to print'),
        ),
      );
    },
  });

  async function draw(figure: QrCodeFigure) {
    const turn = ++figure.drawn;
    const word = String(figure.props.path ?? '').replace(/^\//, '');
    const site = await figure.props.siteUrl;
    const address = site && slugPattern.test(word) ? absoluteUrl(site, `/${word}`) : '';
    const [svg, png] = address ? await Promise.all([qrSvg(address), qrPng(address)]) : ['', ''];
    // Typed on since, or gone.
    if (figure.drawn !== turn) return;
    release(figure.state);
    figure.setState({
      address,
      svg: svg && URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
      png: png && URL.createObjectURL(blobOf(png)),
    });
  }

  function release({ svg, png }: QrCodeFigure['state']) {
    for (const url of [svg, png]) if (url) URL.revokeObjectURL(url);
  }

  const ShortAddress = createClass({
    render(this: { props: WidgetProps }) {
      return h(
        'div',
        null,
        h(text.control, { ...this.props }),
        h(QrCode, { path: this.props.value, siteUrl }),
      );
    },
  });
  CMS.registerWidget('short-address', ShortAddress, text.preview, text.schema);
}
