import type { ReactNode } from 'react';
import { Link } from '../app/navigation';
import type { MenuLink as MenuLinkData } from '../../shared/content/menu';
import { Icon } from '../ui/icon';

/**
 * A menu link: site paths through the router, other addresses as plain links, new-tab links
 * with `noopener` and an icon saying so. `onNavigate` lets the menu close itself.
 */
export function MenuLink({
  link,
  className,
  children,
  onNavigate,
}: {
  link: MenuLinkData;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}) {
  const content = children ?? link.title;
  if (link.target === '_blank') {
    return (
      <a className={className} href={link.url} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
        <Icon name="external" className="icon--small" />
      </a>
    );
  }
  if (link.url.startsWith('/')) {
    return (
      <Link className={className} to={link.url} onClick={onNavigate}>
        {content}
      </Link>
    );
  }
  return (
    <a className={className} href={link.url} onClick={onNavigate}>
      {content}
    </a>
  );
}
