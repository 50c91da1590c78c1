import type { ReactNode } from 'react';
import type { IconName } from '../../shared/content/icon-name';
import { Icon } from '../ui/icon';

/** Label and value pairs with an icon each, e.g. a course's topic, format and locations. */
export function FactList({ facts, title }: { facts: { icon: IconName; label: string; value: ReactNode }[]; title?: string }) {
  return (
    <div className="fact-list">
      {title ? <h2 className="fact-list__title">{title}</h2> : null}
      <dl>
        {facts.map((fact) => (
          <div key={fact.label} className="fact-list__row">
            <dt>
              <Icon name={fact.icon} />
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
