import type { MouseEvent } from 'react';
import { Link } from '../app/navigation';
import type { ExplorerTab } from '../../shared/search/explorer-query';
import { useI18n } from '../app/i18n-context';

const TABS: readonly ExplorerTab[] = ['all', 'course', 'programme'];

/**
 * The explorer's tabs All, Courses, Programmes: links to the same page with the department
 * filter, so they work without JavaScript; `onSelect` takes over when it runs.
 */
export function ExplorerTabs({
  tab,
  hrefFor,
  onSelect,
}: {
  tab: ExplorerTab;
  hrefFor: (tab: ExplorerTab) => string;
  onSelect: (tab: ExplorerTab) => void;
}) {
  const { t } = useI18n();
  return (
    <nav className="explorer-tabs" aria-label={t('search.tabs')}>
      <ul className="explorer-tabs__list">
        {TABS.map((name) => (
          <li key={name}>
            <Link
              to={hrefFor(name)}
              className="explorer-tabs__tab"
              aria-current={name === tab ? 'true' : undefined}
              preventScrollReset
              replace={false}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onSelect(name);
              }}
            >
              {t(`search.tab_${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
