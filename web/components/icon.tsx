import type { IconName } from '../../shared/content/icon-name';
import { iconSymbolId } from './icon-symbol-id';

/** Interface icons the sprite holds beyond the content icon set. */
export type UiIconName = 'menu' | 'bag' | 'refresh' | 'external' | 'play';

/**
 * An icon of the sprite the document inlines (components/icon-sprite.ts). Decorative: the
 * control around it carries the label.
 */
export function Icon({ name, className }: { name: IconName | UiIconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
