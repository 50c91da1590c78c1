import { useSiteNavigation } from '../app/navigation';
import { Icon } from '../ui/icon';

/**
 * Fetches the current page's data again (preview mode is never cached). Without JavaScript it
 * is a link to the same address, which reloads the page.
 */
export function RefreshButton({ label, compact = false }: { label: string; compact?: boolean }) {
  const { location, revalidate, revalidating: busy } = useSiteNavigation();
  return (
    <a
      href={`${location.pathname}${location.search}`}
      className={compact ? 'icon-button' : 'button button--secondary'}
      aria-label={compact ? label : undefined}
      aria-busy={busy || undefined}
      data-testid="preview-refresh"
      onClick={(event) => {
        event.preventDefault();
        revalidate();
      }}
    >
      <Icon name="refresh" className={busy ? 'icon--spin' : undefined} />
      {compact ? null : <span>{label}</span>}
    </a>
  );
}
