import { upcomingEvents } from '../../shared/calendar/business-day';
import { contentMeta, notFound, siteOrigin } from './content-meta';
import { courseStructuredData } from './course-structured-data';
import { withLiveSeats } from './live-seats';
import type { PageLoader } from './page-loader';
import { sanitizeNode } from './sanitize-html';

/**
 * `/kurs/{slug}`, `/en/course/{slug}`: `{ meta, course, structuredData }`, the events that have not
 * started, with the back end's seats.
 */
export const courseLoader: PageLoader<'course'> = async (args) => {
  const found = await args.context.content.course(args.params['slug'] ?? '', args.language);
  if (!found) notFound(args.url);
  const events = await withLiveSeats(args.context.pageSeats, upcomingEvents(found.events, Date.now()), (failure) =>
    args.context.health.fail('backend', failure),
  );
  const course = sanitizeNode({ ...found, events });
  const meta = contentMeta(args, 'course', course);
  return { meta, course, structuredData: courseStructuredData(course, meta.canonical, siteOrigin(args), meta.image) };
};

/** `/program/{slug}`, `/en/programme/{slug}`: `{ meta, programme }`, the events that have not started. */
export const programmeLoader: PageLoader<'programme'> = async (args) => {
  const found = await args.context.content.programme(args.params['slug'] ?? '', args.language);
  if (!found) notFound(args.url);
  const events = await withLiveSeats(args.context.pageSeats, upcomingEvents(found.events, Date.now()), (failure) =>
    args.context.health.fail('backend', failure),
  );
  const programme = sanitizeNode({ ...found, events });
  return { meta: contentMeta(args, 'programme', programme), programme };
};

/** `/inspiration/{slug}`: `{ meta, article, related }`: up to three other articles (same topic first, then the newest). */
export const inspirationLoader: PageLoader<'inspiration'> = async (args) => {
  const { content } = args.context;
  const found = await content.inspiration(args.params['slug'] ?? '', args.language);
  if (!found) notFound(args.url);
  const articles = await content.inspirations(args.language, 12);
  const others = articles.filter((article) => article.id !== found.id && article.showInSearch);
  const sameTopic = others.filter((article) => found.topic !== null && article.topic === found.topic);
  const related = [...sameTopic, ...others.filter((article) => !sameTopic.includes(article))]
    .slice(0, 3)
    .map((article) => ({ ...article, content: '' }));
  return { meta: contentMeta(args, 'inspiration', found, { type: 'article' }), article: sanitizeNode(found), related };
};
