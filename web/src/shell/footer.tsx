import { siteLinks } from '#web/lib/site-links.ts';
import { texts } from '#web/lib/texts.ts';

const links = (Object.keys(texts.footer) as (keyof typeof texts.footer)[]).map((key) => ({
  key,
  label: texts.footer[key],
  href: siteLinks[key],
}));

/** Spec 1 §2.7: the footer links in order; Help is hideable (pages that offer their own help). */
export function Footer({ hideHelp = false }: { hideHelp?: boolean }) {
  return (
    <footer className="footer">
      <ul className="footer__links">
        {links
          .filter((link) => !(hideHelp && link.key === 'help'))
          .map((link) => (
            <li key={link.key}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
      </ul>
    </footer>
  );
}
