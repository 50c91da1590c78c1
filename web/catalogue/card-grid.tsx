import { Children, type ReactNode } from 'react';

/**
 * Cards in a row that scrolls sideways with snap points (`carousel`) or in a wrapping grid
 * (`waterfall`); one column on phones, up to three on desktops.
 */
export function CardGrid({
  layout,
  children,
  cellClassName,
}: {
  layout: 'carousel' | 'waterfall';
  children: ReactNode;
  /** A class of the cell at an index, added to its own. */
  cellClassName?: (index: number) => string;
}) {
  return (
    <ul className={`card-grid card-grid--${layout}`}>
      {Children.map(children, (child, index) => (
        <li className={cellClassName ? `card-grid__cell ${cellClassName(index)}` : 'card-grid__cell'}>{child}</li>
      ))}
    </ul>
  );
}
