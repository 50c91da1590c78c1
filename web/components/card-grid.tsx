import { Children, type ReactNode } from 'react';

/**
 * Cards in a row that scrolls sideways with snap points (`carousel`) or in a wrapping grid
 * (`waterfall`); one column on phones, up to three on desktops.
 */
export function CardGrid({ layout, children }: { layout: 'carousel' | 'waterfall'; children: ReactNode }) {
  return (
    <ul className={`card-grid card-grid--${layout}`}>
      {Children.map(children, (child) => (
        <li className="card-grid__cell">{child}</li>
      ))}
    </ul>
  );
}
