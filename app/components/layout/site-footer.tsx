import { Mail, MapPin, Phone } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { useSite } from '../site-context.tsx';
import type { SiteLink } from '../../content/loading/church-pages.server.ts';
import { LivestreamLink, ServiceTimesList } from './service-times.tsx';
import { SocialLinks } from './social-links.tsx';

// Plain blocks under headings, not <section>s, which would repeat the page's own landmarks.

export function SiteFooter({ links }: { links: SiteLink[] }) {
  const { church, siteText } = useSite();
  const { address } = church;
  const { footer } = siteText;
  const [emailLocal, emailDomain] = church.email.split('@');
  return (
    <footer data-slot="site-footer" className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <h2 id="footer-connect" className="font-serif text-xl font-semibold text-white">
            {church.name}
          </h2>
          {/* The line over the social links ("Follow along through the week"): none without them. */}
          {Object.values(church.social).some(Boolean) && (
            <p className="mt-2 text-brand-100">{footer.tagline}</p>
          )}
          <SocialLinks />
        </div>

        <div className="rounded-lg border border-white/20 bg-white/5 p-5">
          <h2 id="footer-services" className="font-serif text-xl font-semibold text-white">
            {footer.serviceTimesHeading}
          </h2>
          <ServiceTimesList services={church.services} className="mt-3 space-y-2 text-brand-50" />
          <LivestreamLink
            className="mt-4 text-brand-100"
            linkClassName="font-semibold text-white underline underline-offset-4 hover:text-brand-50"
          />
        </div>

        <div className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className="font-serif text-xl font-semibold text-white">
            {footer.contactHeading}
          </h2>
          <address className="mt-3 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {address.street}, {address.town}, {address.county} {address.postcode}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <a
                href={`tel:${church.phone.international}`}
                className="underline underline-offset-4 hover:text-white"
              >
                {church.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <a
                href={`mailto:${church.email}`}
                className="underline underline-offset-4 [overflow-wrap:anywhere] hover:text-white"
              >
                {/* A long address wraps after the @ rather than mid-word. */}
                {emailLocal}@<wbr />
                {emailDomain}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* The note, then the links on a line of their own: side by side, both wrapped. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-brand-100 sm:px-6">
          <p>
            {/* The build's year, until the shared script puts in the visitor's. */}©{' '}
            <span data-slot="current-year" suppressHydrationWarning>
              {__BUILD_YEAR__}
            </span>{' '}
            {church.name}.
            {church.charityNumber && ` ${footer.charityRegistration} ${church.charityNumber}.`}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="underline underline-offset-4 hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
