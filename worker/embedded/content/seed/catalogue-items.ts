import { addDays, eventDates, toIsoDate, weekday, type CivilDate } from '../../../../shared/content';
import type { Course, Programme, ContentEvent } from '../../../../shared/content';
import type { EventType } from '../../../../shared/content/content-event';
import type { Language } from '../../../../shared/i18n/languages';
import { courseSeed } from './courses';
import { escapeHtml, listToHtml } from './html';
import { CATEGORY_PRICING, locationsFor, packagePrice, paceText, planEvents } from './event-plan';
import { DOCUMENT_ID, eventId, postId, translationKey } from './ids';
import { FORM_FORMAT, FORMS, LEVEL_AUDIENCE, PROGRAMME_FORM_FORMAT, TOPIC_AUDIENCE, topic } from './topics';
import type { Bilingual, CourseSeed, ProgrammeSeed } from './seed-types';

const other = (language: Language): Language => (language === 'sv' ? 'en' : 'sv');

/** An event as stored once for both languages; `postId` and `pace` are picked per language. */
export interface StoredEvent extends Omit<ContentEvent, 'postId' | 'pace'> {
  translationKey: string;
  pace: Bilingual;
}

const CATEGORY_NOTE: Readonly<Record<string, Bilingual>> = {
  'business-school': {
    sv: 'Kursen ges av FEI Business School, på vårt campus i Alicante eller på distans. Priset anges i euro.',
    en: 'The course is given by FEI Business School, at our campus in Alicante or online. The price is in euros.',
  },
  'english-academic': {
    sv: 'Kursen ges på engelska och ger akademiska poäng. Platsen bokas genom en ansökan. Priset anges i brittiska pund.',
    en: 'The course is taught in English and gives academic credits. Places are booked through an application. The price is in pounds sterling.',
  },
};

/** The first day on or after `offsetDays` from today that falls on `startWeekday`. */
function alignedOffset(today: CivilDate, offsetDays: number, startWeekday: number): number {
  const day = weekday(addDays(today, offsetDays));
  return offsetDays + ((startWeekday - day + 7) % 7);
}

/** Plans and dates the events of a course or programme. */
function storedEvents(seed: CourseSeed | ProgrammeSeed, type: EventType, price: number, count: number, today: CivilDate): StoredEvent[] {
  const key = translationKey(type === 'courseEvent' ? 'course' : 'programme', seed.n);
  const { currency, vatPercentage } = CATEGORY_PRICING[seed.category];
  const pace = paceText(seed.schedule, seed.form);
  return planEvents(seed.n, count, seed.schedule, locationsFor(seed.category, seed.form, seed.n)).map((plan) => {
    const own = seed.eventRules?.find((rule) => rule.index === plan.index);
    // An event takes place where it is planned, unless it names its own places (listed under the first).
    const places = own?.places ?? [plan.location];
    return {
      id: eventId(type, seed.n, plan.index),
      type,
      translationKey: key,
      documentId: DOCUMENT_ID[seed.category],
      category: seed.category,
      ...eventDates(alignedOffset(today, plan.offsetDays, plan.startWeekday), plan.lengthDays, today),
      location: places[0],
      locationOptions: [...places],
      checkoutConstraints: (own?.constraints ?? []).map((title) => ({ title })),
      pace,
      seats: plan.seats,
      prices: [{ currency, amount: price }],
      vatPercentage,
      cancelled: plan.cancelled,
    };
  });
}

/** The events of a course: four a year for short courses, three for longer ones. */
export function courseEvents(seed: CourseSeed, today: CivilDate): StoredEvent[] {
  return storedEvents(seed, 'courseEvent', seed.price, seed.schedule.kind === 'days' ? 4 : 3, today);
}

/** The events of a programme: two intakes a year, at the package price. */
export function programmeEvents(seed: ProgrammeSeed, today: CivilDate): StoredEvent[] {
  const { currency } = CATEGORY_PRICING[seed.category];
  const price = packagePrice(
    seed.courses.map((n) => courseSeed(n).price),
    currency,
  );
  return storedEvents(seed, 'programmeEvent', price, 2, today);
}

/** A stored event as read through one language version of its item. */
export function eventForLanguage(event: StoredEvent, itemPostId: number, language: Language): ContentEvent {
  const { translationKey: _key, pace, ...rest } = event;
  return { ...rest, postId: itemPostId, pace: pace[language] };
}

function updatedAt(today: CivilDate, n: number): string {
  return `${toIsoDate(addDays(today, -((n * 7) % 60) - 1))}T08:00:00Z`;
}

function commonFields(seed: CourseSeed | ProgrammeSeed, type: 'course' | 'programme', language: Language, today: CivilDate) {
  const subject = topic(seed.topic);
  const flags = seed.flags ?? {};
  const title = seed.title[language];
  const kindLabel = type === 'course' ? { sv: 'Kurs', en: 'Course' } : { sv: 'Program', en: 'Programme' };
  return {
    id: postId(type, seed.n, language),
    documentId: DOCUMENT_ID[seed.category],
    language,
    slug: seed.slug[language],
    translation: { language: other(language), slug: seed.slug[other(language)], parentSlug: null },
    title,
    headerTitle: `${kindLabel[language]} · ${subject.name[language]}`,
    excerpt: seed.excerpt[language],
    image: { src: `/images/seed/${subject.image}`, alt: subject.alt[language] },
    muxPlaybackId: flags.mux ?? null,
    isNew: flags.isNew ?? false,
    showInSearch: !flags.hidden,
    published: !flags.unpublished,
    seo: { title: `${title} | FEI`, description: seed.excerpt[language] },
    updatedAt: updatedAt(today, seed.n),
    category: seed.category,
    topic: subject.name[language],
    educationalForm: FORMS[seed.form][language],
    highlights: seed.highlights[language],
  };
}

const HEADINGS = {
  learn: { sv: 'Det här lär du dig', en: 'What you will learn' },
  audience: { sv: 'Vem passar kursen för?', en: 'Who is the course for?' },
  format: { sv: 'Upplägg', en: 'Format' },
  included: { sv: 'Kurser som ingår', en: 'Courses included' },
} as const;

/** A course in one language, with its events. */
export function buildCourse(seed: CourseSeed, language: Language, events: readonly StoredEvent[], today: CivilDate): Course {
  const base = commonFields(seed, 'course', language, today);
  const note = CATEGORY_NOTE[seed.category];
  const content = [
    `<p>${escapeHtml(seed.intro?.[language] ?? seed.excerpt[language])}</p>`,
    `<h2>${HEADINGS.learn[language]}</h2>${listToHtml(seed.highlights[language])}`,
    `<h2>${HEADINGS.audience[language]}</h2><p>${escapeHtml(`${LEVEL_AUDIENCE[seed.level][language]} ${TOPIC_AUDIENCE[seed.topic][language]}`)}</p>`,
    `<h2>${HEADINGS.format[language]}</h2><p>${escapeHtml(FORM_FORMAT[seed.form][language])}</p>`,
    note ? `<p>${escapeHtml(note[language])}</p>` : '',
  ].join('');
  return {
    ...base,
    type: 'course',
    department: 'course',
    content,
    events: events.map((event) => eventForLanguage(event, base.id, language)),
  };
}

/** A programme in one language, with its events and the courses it bundles. */
export function buildProgramme(seed: ProgrammeSeed, language: Language, events: readonly StoredEvent[], today: CivilDate): Programme {
  const base = commonFields(seed, 'programme', language, today);
  const included = seed.courses.map((n) => courseSeed(n));
  const content = [
    `<p>${escapeHtml(seed.intro[language])}</p>`,
    `<h2>${HEADINGS.learn[language]}</h2>${listToHtml(seed.highlights[language])}`,
    `<h2>${HEADINGS.included[language]}</h2>${listToHtml(included.map((course) => course.title[language]))}`,
    `<h2>${HEADINGS.format[language]}</h2><p>${escapeHtml(PROGRAMME_FORM_FORMAT[seed.form][language])}</p>`,
  ].join('');
  return {
    ...base,
    type: 'programme',
    department: 'programme',
    content,
    courses: included.map((course) => ({
      id: postId('course', course.n, language),
      slug: course.slug[language],
      title: course.title[language],
    })),
    events: events.map((event) => eventForLanguage(event, base.id, language)),
  };
}
