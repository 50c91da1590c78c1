import { Link } from '../app/navigation';
import type { ContentImage } from '../../shared/content/content-primitives';
import type { PageLink } from '../../shared/content/page';
import { Icon } from '../ui/icon';

/** A page's opening block: eyebrow, title (the page's h1), text, call to action and image. */
export function HeroBlock({
  eyebrow,
  title,
  text,
  image,
  link,
}: {
  eyebrow?: string;
  title: string;
  text: string;
  image: ContentImage;
  link: PageLink | null;
}) {
  return (
    <section className="hero-block">
      <div className="hero-block__inner">
        <div className="hero-block__text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 tabIndex={-1}>{title}</h1>
          {text ? <p className="lead">{text}</p> : null}
          {link ? (
            link.href.startsWith('/') ? (
              <Link className="button button--primary" to={link.href}>
                {link.title}
                <Icon name="arrow-right" />
              </Link>
            ) : (
              <a className="button button--primary" href={link.href}>
                {link.title}
                <Icon name="arrow-right" />
              </a>
            )
          ) : null}
        </div>
        <img className="hero-block__image" src={image.src} alt={image.alt} width={1200} height={675} fetchPriority="high" />
      </div>
    </section>
  );
}
