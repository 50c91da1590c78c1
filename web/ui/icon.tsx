import type { IconName } from '../../shared/content/icon-name';
import { ICON_SPRITE_URL } from './icon-sprite-url';

/** Interface icons the sprite holds beyond the content icon set. */
export type UiIconName = 'menu' | 'bag' | 'refresh' | 'external' | 'play';

/**
 * An icon of the site's sprite file (web/public/icons.svg). Decorative: the control around it
 * carries the label. Its box is fixed, so nothing moves when the sprite arrives. (No
 * `focusable="false"`: only Internet Explorer put SVG elements in the tab order.)
 */
export function Icon({ name, className }: { name: IconName | UiIconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width="24" height="24" aria-hidden="true">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
