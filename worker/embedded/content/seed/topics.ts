import type { Bilingual, FormKey, LevelKey, TopicKey, TopicSeed } from './seed-types';

/** The subject areas in the order the topic filter lists them. */
export const TOPICS: readonly TopicSeed[] = [
  {
    key: 'leadership',
    name: { sv: 'Ledarskap', en: 'Leadership' },
    icon: 'group',
    image: 'leadership.webp',
    alt: { sv: 'Abstrakta former som bildar en grupp', en: 'Abstract shapes forming a group' },
  },
  {
    key: 'project',
    name: { sv: 'Projektledning', en: 'Project management' },
    icon: 'calendar',
    image: 'project-management.webp',
    alt: { sv: 'Staplar som bildar en tidslinje', en: 'Bars forming a timeline' },
  },
  {
    key: 'hr',
    name: { sv: 'HR och personal', en: 'HR and people' },
    icon: 'chat',
    image: 'people.webp',
    alt: { sv: 'Cirklar som möts i ett samtal', en: 'Circles meeting in a conversation' },
  },
  {
    key: 'finance',
    name: { sv: 'Ekonomi och finans', en: 'Finance and accounting' },
    icon: 'list',
    image: 'finance.webp',
    alt: { sv: 'Stigande staplar i ett diagram', en: 'Rising bars in a chart' },
  },
  {
    key: 'communication',
    name: { sv: 'Kommunikation', en: 'Communication' },
    icon: 'email',
    image: 'communication.webp',
    alt: { sv: 'Pratbubblor i geometrisk form', en: 'Geometric speech bubbles' },
  },
  {
    key: 'law',
    name: { sv: 'Juridik', en: 'Law' },
    icon: 'education',
    image: 'law.webp',
    alt: { sv: 'En balanserad våg av enkla former', en: 'A balanced scale of simple shapes' },
  },
  {
    key: 'it',
    name: { sv: 'IT och digitalisering', en: 'IT and digitalisation' },
    icon: 'video',
    image: 'digital.webp',
    alt: { sv: 'Ett rutnät av punkter och linjer', en: 'A grid of dots and lines' },
  },
  {
    key: 'sustainability',
    name: { sv: 'Hållbarhet', en: 'Sustainability' },
    icon: 'location',
    image: 'sustainability.webp',
    alt: { sv: 'Ett blad format av cirkelbågar', en: 'A leaf drawn with circular arcs' },
  },
];

/** The topic record of a key. */
export function topic(key: TopicKey): TopicSeed {
  const found = TOPICS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown topic ${key}`);
  return found;
}

/** Educational forms in filter order. */
export const FORMS: Readonly<Record<FormKey, Bilingual>> = {
  classroom: { sv: 'Klassrum', en: 'Classroom' },
  online: { sv: 'Distans', en: 'Online' },
  blended: { sv: 'Blandat', en: 'Blended' },
};

/** Who a course of a level is for: the opening of the "who is it for" paragraph. */
export const LEVEL_AUDIENCE: Readonly<Record<LevelKey, Bilingual>> = {
  intro: {
    sv: 'Kursen passar dig som är ny i rollen eller vill få en stabil grund att stå på. Inga förkunskaper krävs.',
    en: 'The course suits you if you are new to the role or want a solid foundation. No prior knowledge is required.',
  },
  advanced: {
    sv: 'Kursen passar dig som har några års erfarenhet och vill fördjupa dig och få nya verktyg.',
    en: 'The course suits you if you have a few years of experience and want to go deeper and gain new tools.',
  },
  expert: {
    sv: 'Kursen vänder sig till erfarna specialister och ledare som vill utmana sitt eget sätt att arbeta.',
    en: 'The course is aimed at experienced specialists and leaders who want to challenge their own way of working.',
  },
};

/** How each form is taught: the "format" paragraph. */
export const FORM_FORMAT: Readonly<Record<FormKey, Bilingual>> = {
  classroom: {
    sv: 'Undervisningen sker på plats i små grupper, med korta föreläsningar, övningar och gott om tid för erfarenhetsutbyte. Lunch och fika ingår.',
    en: 'Teaching takes place on site in small groups, with short lectures, exercises and plenty of time to share experience. Lunch and refreshments are included.',
  },
  online: {
    sv: 'Du studerar på distans i din egen takt, med veckovisa livesessioner, inspelade genomgångar och personlig återkoppling från läraren.',
    en: 'You study online at your own pace, with weekly live sessions, recorded walkthroughs and personal feedback from your teacher.',
  },
  blended: {
    sv: 'Kursen blandar dagar på plats med uppgifter på distans mellan träffarna, så att du hinner pröva det du lär dig i din egen vardag.',
    en: 'The course mixes days on site with online assignments between sessions, so that you can try out what you learn in your everyday work.',
  },
};

/** How each form is taught, said of a programme: its page calls itself the programme, never the course. */
export const PROGRAMME_FORM_FORMAT: Readonly<Record<FormKey, Bilingual>> = {
  classroom: {
    sv: 'Programmet ges på plats i små grupper, med korta föreläsningar, övningar och gott om tid för erfarenhetsutbyte. Lunch och fika ingår.',
    en: 'The programme is taught on site in small groups, with short lectures, exercises and plenty of time to share experience. Lunch and refreshments are included.',
  },
  online: {
    sv: 'Programmet ges på distans i din egen takt, med veckovisa livesessioner, inspelade genomgångar och personlig återkoppling från lärarna.',
    en: 'The programme is taught online at your own pace, with weekly live sessions, recorded walkthroughs and personal feedback from your teachers.',
  },
  blended: {
    sv: 'Programmet blandar dagar på plats med uppgifter på distans mellan träffarna, så att du hinner pröva det du lär dig i din egen vardag.',
    en: 'The programme mixes days on site with online assignments between sessions, so that you can try out what you learn in your everyday work.',
  },
};

/** Why a topic matters: the closing sentence of the "who is it for" paragraph. */
export const TOPIC_AUDIENCE: Readonly<Record<TopicKey, Bilingual>> = {
  leadership: {
    sv: 'Många deltagare är chefer, teamledare eller på väg in i en ledande roll.',
    en: 'Many participants are managers, team leaders or on their way into a leadership role.',
  },
  project: {
    sv: 'Deltagarna leder eller arbetar i projekt, i allt från byggbranschen till offentlig förvaltning.',
    en: 'Participants lead or work in projects, in everything from construction to public administration.',
  },
  hr: {
    sv: 'Deltagarna arbetar ofta inom HR, som chefer med personalansvar eller i en lönefunktion.',
    en: 'Participants often work in HR, as managers with staff responsibility or in payroll.',
  },
  finance: {
    sv: 'Deltagarna kommer från ekonomiavdelningar men också från verksamheten, där beslut fattas på siffror.',
    en: 'Participants come from finance departments but also from operations, where decisions are made on the numbers.',
  },
  communication: {
    sv: 'Deltagarna är kommunikatörer, säljare och chefer som vill nå fram tydligare.',
    en: 'Participants are communicators, salespeople and managers who want to get their message across more clearly.',
  },
  law: {
    sv: 'Deltagarna är chefer, inköpare och jurister som vill känna sig säkra i juridiska frågor.',
    en: 'Participants are managers, buyers and lawyers who want to feel confident about legal questions.',
  },
  it: {
    sv: 'Deltagarna är beslutsfattare och specialister som vill förstå vad tekniken kan göra för verksamheten.',
    en: 'Participants are decision makers and specialists who want to understand what technology can do for the business.',
  },
  sustainability: {
    sv: 'Deltagarna arbetar med hållbarhet, inköp, ekonomi eller affärsutveckling.',
    en: 'Participants work with sustainability, purchasing, finance or business development.',
  },
};
