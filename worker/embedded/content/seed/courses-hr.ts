import type { CourseSeed } from './seed-types';

/** Courses in HR and people management. */
export const HR_COURSES: readonly CourseSeed[] = [
  {
    n: 13, topic: 'hr', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 10_900,
    slug: { sv: 'arbetsratt-for-chefer-och-hr', en: 'employment-law-for-managers-and-hr' },
    title: { sv: 'Arbetsrätt för chefer och HR', en: 'Employment law for managers and HR' },
    excerpt: {
      sv: 'Få koll på anställningsformer, uppsägningar, LAS och MBL, med många exempel från verkligheten.',
      en: 'Get to grips with forms of employment, dismissals and Swedish employment protection law, with many real examples.',
    },
    highlights: {
      sv: ['Anställningsformer', 'Uppsägning och avsked', 'Förhandlingsskyldighet enligt MBL'],
      en: ['Forms of employment', 'Dismissal and summary dismissal', 'The duty to negotiate with unions'],
    },
  },
  {
    n: 14, topic: 'hr', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 10_500,
    slug: { sv: 'rekrytering-och-kompetensbaserad-intervju', en: 'recruitment-and-competency-based-interviewing' },
    title: { sv: 'Rekrytering och kompetensbaserad intervju', en: 'Recruitment and competency-based interviewing' },
    excerpt: {
      sv: 'Rekrytera rätt person genom en strukturerad process och intervjuer som mäter det som verkligen spelar roll.',
      en: 'Hire the right person through a structured process and interviews that measure what really matters.',
    },
    highlights: {
      sv: ['Kravprofil och annons', 'Kompetensbaserade frågor', 'Referenstagning och beslut'],
      en: ['Job profile and advertisement', 'Competency-based questions', 'References and the final decision'],
    },
  },
  {
    n: 15, topic: 'hr', category: 'swedish-academic', form: 'blended', level: 'advanced',
    schedule: { kind: 'days', days: 3 }, price: 14_500,
    slug: { sv: 'strategisk-kompetensforsorjning', en: 'strategic-workforce-planning' },
    title: { sv: 'Strategisk kompetensförsörjning', en: 'Strategic workforce planning' },
    excerpt: {
      sv: 'Säkra de kompetenser verksamheten behöver om tre år, inte bara i dag.',
      en: 'Secure the skills your organisation will need in three years, not just today.',
    },
    highlights: {
      sv: ['Kompetensbehovsanalys', 'Attrahera, utveckla och behålla', 'Employer branding'],
      en: ['Analysing future skills needs', 'Attract, develop and retain', 'Employer branding'],
    },
  },
  {
    n: 16, topic: 'hr', category: 'swedish-academic', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 4 }, price: 7_500,
    slug: { sv: 'systematiskt-arbetsmiljoarbete', en: 'systematic-work-environment-management' },
    title: { sv: 'Systematiskt arbetsmiljöarbete', en: 'Systematic work environment management' },
    excerpt: {
      sv: 'Lär dig undersöka, åtgärda och följa upp arbetsmiljön enligt Arbetsmiljöverkets föreskrifter.',
      en: 'Learn to investigate, improve and follow up the work environment in line with Swedish regulations.',
    },
    highlights: {
      sv: ['Ansvar och delegering', 'Riskbedömning', 'Organisatorisk och social arbetsmiljö'],
      en: ['Responsibility and delegation', 'Risk assessment', 'The organisational and social work environment'],
    },
  },
  {
    n: 17, topic: 'hr', category: 'swedish-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 6 }, price: 9_900,
    slug: { sv: 'hr-analys-med-nyckeltal', en: 'hr-analytics-with-key-metrics' },
    title: { sv: 'HR-analys med nyckeltal', en: 'HR analytics with key metrics' },
    excerpt: {
      sv: 'Använd data om personalomsättning, sjukfrånvaro och engagemang för att fatta bättre beslut.',
      en: 'Use data on staff turnover, sick leave and engagement to make better decisions.',
    },
    highlights: {
      sv: ['Vilka nyckeltal som betyder något', 'Att samla och tolka HR-data', 'Att presentera analyser för ledningen'],
      en: ['Which metrics matter', 'Collecting and interpreting HR data', 'Presenting analyses to management'],
    },
    flags: { isNew: true, unpublished: true },
  },
  {
    n: 18, topic: 'hr', category: 'business-school', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 4 }, price: 2_900,
    slug: { sv: 'hr-business-partner', en: 'hr-business-partner' },
    title: { sv: 'HR Business Partner', en: 'HR Business Partner' },
    excerpt: {
      sv: 'Fyra dagar i Alicante om att gå från administrativt stöd till strategisk partner för ledningen.',
      en: 'Four days in Alicante on moving from administrative support to strategic partner for management.',
    },
    highlights: {
      sv: ['HR:s roll i affären', 'Att driva förändring med chefer', 'Konsultativ rådgivning'],
      en: ["HR's role in the business", 'Driving change with managers', 'Consultative advice'],
    },
  },
];
