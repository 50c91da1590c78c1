import { Link } from '../app/navigation';
import type { CatalogueCard } from '../../shared/content/listing-cards';
import type { ExplorerData } from '../../shared/pages/explorer-data';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Island } from '../islands/island';
import { Explorer } from '../search/explorer';
import type { ListingLayout } from '../search/explorer-results';
import { Icon } from '../ui/icon';
import { CardGrid } from '../catalogue/card-grid';
import { ListingCard } from '../catalogue/listing-card';

/** Two rows of three on a desktop. */
const SLOT_CARDS = 6;

/**
 * Where the catalogue explorer mounts: the explorer with the page's search (`explorer`, which the
 * page loader runs from the URL query) when it has one, else the upcoming courses it is given
 * (nothing when it has none); and a link to the search page.
 */
export function HomeExplorerSlot({
  title,
  records,
  explorer,
  layout = 'carousel',
}: {
  title: string;
  records: readonly CatalogueCard[] | undefined;
  explorer: ExplorerData | undefined;
  layout?: ListingLayout;
}) {
  const shown = records?.slice(0, SLOT_CARDS);
  const { language, t } = useI18n();
  return (
    <section className="page-band explorer-slot" id="explorer" aria-labelledby="explorer-title" data-testid="explorer-slot">
      <div className="page-band__inner">
        <div className="section-head">
          <h2 id="explorer-title">{title}</h2>
          <Link className="section-head__link" to={pathFor('search', language)}>
            {t('content.see_all')}
            <Icon name="arrow-right" />
          </Link>
        </div>
        {explorer ? (
          <Island name="explorer" component={Explorer} props={{ data: explorer, mode: 'url', layout }} />
        ) : shown ? (
          <CardGrid layout="waterfall">
            {shown.map((record, index) => (
              <ListingCard key={record.post_id} record={record} index={index} />
            ))}
          </CardGrid>
        ) : null}
      </div>
    </section>
  );
}
