import type { ContentEvent, Course } from '../../shared/content';
import { LANGUAGE_LOCALES } from '../../shared/i18n/languages';

const SCHEMA = 'https://schema.org/';

function instance(course: Course, event: ContentEvent, url: string) {
  const price = event.prices[0];
  const online = event.location === 'Distans';
  return {
    '@type': 'CourseInstance',
    name: course.title,
    description: course.excerpt,
    courseMode: online ? 'online' : 'onsite',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : { '@type': 'Place', name: event.location, address: { '@type': 'PostalAddress', addressLocality: event.location } },
    startDate: event.startDate,
    endDate: event.endDate,
    courseSchedule: { '@type': 'Schedule', description: event.pace },
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.amount,
            priceCurrency: price.currency.toUpperCase(),
            availability: `${SCHEMA}${event.seats > 0 ? 'InStock' : 'SoldOut'}`,
            url,
          },
        }
      : {}),
  };
}

/**
 * schema.org `Course` of a course page with one `CourseInstance` per upcoming event that is not
 * cancelled (name, description, provider, mode and location, dates, offer with price and currency).
 * Plain JSON; the page writes it into a `<script type="application/ld+json">` (escaping `<`).
 */
export function courseStructuredData(course: Course, url: string, origin: string, image: string | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.seo.description.trim() || course.excerpt,
    url,
    inLanguage: LANGUAGE_LOCALES[course.language],
    ...(image ? { image } : {}),
    about: course.topic,
    provider: { '@type': 'Organization', name: 'FEI', url: origin },
    hasCourseInstance: course.events.filter((event) => !event.cancelled).map((event) => instance(course, event, url)),
  };
}
