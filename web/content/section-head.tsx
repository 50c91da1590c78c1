import { Link } from '../app/navigation';
import type { PageLink } from '../../shared/content/page';
import { Icon } from '../ui/icon';

/** A section's title with an optional 'see all' link on the same line. */
export function SectionHead({ title, link, id }: { title: string; link?: PageLink | null; id?: string }) {
  return (
    <div className="section-head">
      <h2 id={id}>{title}</h2>
      {link ? (
        <Link className="section-head__link" to={link.href}>
          {link.title}
          <Icon name="arrow-right" />
        </Link>
      ) : null}
    </div>
  );
}
