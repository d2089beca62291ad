import { siteLinks } from '../lib/site-links.ts';
import { texts } from '../lib/texts.ts';

const links = (Object.keys(texts.footer) as (keyof typeof texts.footer)[]).map((key) => ({
  label: texts.footer[key],
  href: siteLinks[key],
}));

export function Footer() {
  return (
    <footer className="footer">
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
