import type { Language } from '../../../../shared/i18n/languages';
import type { PageSection } from '../../../../shared/content/page';
import { pagePath, pageSlug } from './page-links';
import { postId } from './ids';
import type { PageSeed } from './seed-types';

const courses = (language: Language, ns: number[]) => ns.map((n) => postId('course', n, language));
const pick = <T>(language: Language, sv: T, en: T): T => (language === 'sv' ? sv : en);

/** Home, the catalogue explorer, the article listing, about us and corporate training. */
export const MAIN_PAGES: readonly PageSeed[] = [
  {
    n: 1,
    template: 'home',
    parent: null,
    image: 'home.webp',
    slug: pageSlug(1),
    title: { sv: 'Utbildning som gör skillnad i vardagen', en: 'Training that makes a difference at work' },
    headerTitle: { sv: 'FEI', en: 'FEI' },
    excerpt: {
      sv: 'Kurser och program i ledarskap, projektledning, HR, ekonomi, kommunikation, juridik, IT och hållbarhet. I Stockholm, Göteborg, Malmö, Alicante och på distans.',
      en: 'Courses and programmes in leadership, project management, HR, finance, communication, law, IT and sustainability. In Stockholm, Gothenburg, Malmö, Alicante and online.',
    },
    imageAlt: { sv: 'Abstrakt komposition i blått', en: 'Abstract composition in blue' },
    content: { sv: '', en: '' },
    sections: (language): PageSection[] => [
      {
        kind: 'hero',
        title: pick(language, 'Utbildning som gör skillnad i vardagen', 'Training that makes a difference at work'),
        text: pick(
          language,
          'Över 40 kurser och 12 program, ledda av lärare som själva arbetar med det de undervisar i.',
          'More than 40 courses and 12 programmes, led by teachers who work with what they teach.',
        ),
        image: { src: '/images/seed/home.webp', alt: '' },
        link: { title: pick(language, 'Hitta din utbildning', 'Find your course'), href: pagePath(language, 2) },
      },
      {
        kind: 'listing',
        title: pick(language, 'Nyheter i utbudet', 'New in the catalogue'),
        layout: 'carousel',
        source: 'catalogue',
        department: 'course',
        itemIds: courses(language, [3, 19, 38, 40, 42]),
        link: null,
      },
      {
        kind: 'listing',
        title: pick(language, 'Program', 'Programmes'),
        layout: 'carousel',
        source: 'catalogue',
        department: 'programme',
        itemIds: [],
        link: { title: pick(language, 'Alla program', 'All programmes'), href: `${pagePath(language, 2)}?department=programme` },
      },
      {
        kind: 'listing',
        title: pick(language, 'Inspiration', 'Inspiration'),
        layout: 'carousel',
        source: 'inspiration',
        department: null,
        itemIds: [],
        link: { title: pick(language, 'Fler artiklar', 'More articles'), href: pagePath(language, 3) },
      },
      {
        kind: 'text',
        anchor: 'about',
        title: pick(language, 'Lärande sedan 1987', 'Learning since 1987'),
        html: pick(
          language,
          '<p>Vi har utbildat yrkesverksamma i snart fyrtio år. Varje år går tusentals deltagare våra kurser, och nio av tio rekommenderar oss till en kollega.</p>',
          '<p>We have trained professionals for almost forty years. Every year thousands of participants take our courses, and nine out of ten recommend us to a colleague.</p>',
        ),
      },
    ],
    subnav: null,
  },
  {
    n: 2,
    template: 'default',
    parent: null,
    image: 'leadership.webp',
    slug: pageSlug(2),
    title: { sv: 'Kurser och program', en: 'Courses and programmes' },
    headerTitle: { sv: 'Utbildningar', en: 'Education' },
    excerpt: {
      sv: 'Filtrera utbudet på ämne, ort, utbildningsform och datum och hitta rätt tillfälle.',
      en: 'Filter the catalogue by topic, location, format and date and find the right occasion.',
    },
    imageAlt: { sv: '', en: '' },
    content: { sv: '', en: '' },
    sections: (language) => [{ kind: 'explorer', title: pick(language, 'Hitta din utbildning', 'Find your course') }],
    subnav: null,
  },
  {
    n: 3,
    template: 'default',
    parent: null,
    image: 'ideas.webp',
    slug: pageSlug(3),
    title: { sv: 'Inspiration och insikter', en: 'Inspiration and insights' },
    headerTitle: { sv: 'Inspiration', en: 'Inspiration' },
    excerpt: {
      sv: 'Artiklar från våra lärare om ledarskap, arbetsliv och det som förändrar branschen just nu.',
      en: 'Articles from our teachers about leadership, working life and what is changing the field right now.',
    },
    imageAlt: { sv: '', en: '' },
    content: { sv: '', en: '' },
    sections: (language) => [
      {
        kind: 'listing',
        title: pick(language, 'Senaste artiklarna', 'Latest articles'),
        layout: 'waterfall',
        source: 'inspiration',
        department: null,
        itemIds: [],
        link: null,
      },
    ],
    subnav: null,
  },
  {
    n: 4,
    template: 'default',
    parent: null,
    image: 'campus.webp',
    slug: pageSlug(4),
    title: { sv: 'Om oss', en: 'About us' },
    headerTitle: { sv: 'Om FEI', en: 'About FEI' },
    excerpt: {
      sv: 'Vi är ett fristående utbildningsföretag med lärare från både akademin och näringslivet.',
      en: 'We are an independent education company with teachers from both academia and business.',
    },
    imageAlt: { sv: 'Geometriska former som föreställer ett campus', en: 'Geometric shapes suggesting a campus' },
    content: {
      sv: '<p>Sedan 1987 har vi hjälpt människor och organisationer att växa genom utbildning som är praktiskt användbar.</p>',
      en: '<p>Since 1987 we have helped people and organisations grow through training that is useful in practice.</p>',
    },
    sections: (language) => [
      {
        kind: 'text',
        anchor: 'historia',
        title: pick(language, 'Vår historia', 'Our story'),
        html: pick(
          language,
          '<p>Det började med en kurs i ekonomi för chefer i Stockholm. I dag finns vi i Stockholm, Göteborg och Malmö, på vårt campus i Alicante och på distans.</p>',
          '<p>It started with a finance course for managers in Stockholm. Today we are in Stockholm, Gothenburg and Malmö, at our campus in Alicante and online.</p>',
        ),
      },
      {
        kind: 'text',
        anchor: 'larare',
        title: pick(language, 'Våra lärare', 'Our teachers'),
        html: pick(
          language,
          '<p>Våra lärare kombinerar akademisk bakgrund med egen erfarenhet från yrket. Alla följs upp med kursutvärderingar efter varje tillfälle.</p>',
          '<p>Our teachers combine an academic background with their own professional experience. Each of them is followed up with course evaluations after every session.</p>',
        ),
      },
      {
        kind: 'text',
        anchor: 'hallbarhet',
        title: pick(language, 'Hållbarhet', 'Sustainability'),
        html: pick(
          language,
          '<p>Vi väljer tåg framför flyg inom Sverige, serverar vegetarisk mat som standard och klimatkompenserar våra resor till Alicante.</p>',
          '<p>We choose trains over planes within Sweden, serve vegetarian food by default and offset the emissions of our travel to Alicante.</p>',
        ),
      },
    ],
    subnav: (language) => ({
      type: 'scroll',
      items: [
        { title: pick(language, 'Vår historia', 'Our story'), href: '#historia' },
        { title: pick(language, 'Våra lärare', 'Our teachers'), href: '#larare' },
        { title: pick(language, 'Hållbarhet', 'Sustainability'), href: '#hallbarhet' },
      ],
    }),
  },
  {
    n: 5,
    template: 'default',
    parent: null,
    image: 'network.webp',
    slug: pageSlug(5),
    title: { sv: 'Företagsanpassad utbildning', en: 'Tailored corporate training' },
    headerTitle: { sv: 'För företag', en: 'For companies' },
    excerpt: {
      sv: 'Vi anpassar våra kurser efter er verksamhet och genomför dem hos er, hos oss eller på distans.',
      en: 'We tailor our courses to your organisation and run them at your premises, at ours or online.',
    },
    imageAlt: { sv: 'Ett nätverk av punkter', en: 'A network of dots' },
    content: {
      sv: '<p>Alla kurser i vårt utbud kan ges som företagsintern utbildning, med exempel och övningar från er egen vardag.</p>',
      en: '<p>Every course in our catalogue can be run in-house, with examples and exercises from your own day-to-day work.</p>',
    },
    sections: (language) => [
      {
        kind: 'text',
        anchor: 'upplagg',
        title: pick(language, 'Upplägg', 'How it works'),
        html: pick(
          language,
          '<ol><li>Vi börjar med ett behovssamtal.</li><li>Vi tar fram ett förslag med innehåll, tider och pris.</li><li>Utbildningen genomförs och följs upp med en utvärdering.</li></ol>',
          '<ol><li>We start with a conversation about your needs.</li><li>We put together a proposal with content, dates and price.</li><li>The training takes place and is followed up with an evaluation.</li></ol>',
        ),
      },
      {
        kind: 'text',
        anchor: 'referenser',
        title: pick(language, 'Referenser', 'References'),
        html: pick(
          language,
          '<p>Vi har genomfört uppdrag för kommuner, regioner, statliga myndigheter och företag i de flesta branscher.</p>',
          '<p>We have worked with municipalities, regions, government agencies and companies in most industries.</p>',
        ),
      },
    ],
    subnav: (language) => ({
      type: 'tabs',
      items: [
        { title: pick(language, 'Upplägg', 'How it works'), href: '#upplagg' },
        { title: pick(language, 'Referenser', 'References'), href: '#referenser' },
      ],
    }),
  },
];
