import type { CourseSeed } from './seed-types';

/** Courses in IT, digitalisation and sustainability. */
export const DIGITAL_COURSES: readonly CourseSeed[] = [
  {
    n: 36, topic: 'it', category: 'swedish-academic', form: 'blended', level: 'advanced',
    schedule: { kind: 'days', days: 3 }, price: 14_900,
    slug: { sv: 'digital-transformation-for-ledare', en: 'digital-transformation-for-leaders' },
    title: { sv: 'Digital transformation för ledare', en: 'Digital transformation for leaders' },
    excerpt: {
      sv: 'Led verksamhetens digitala förändring med fokus på kunder, arbetssätt och kultur, inte bara teknik.',
      en: 'Lead the digital change of your organisation with a focus on customers, ways of working and culture, not just technology.',
    },
    highlights: {
      sv: ['Digitala affärsmodeller', 'Att prioritera digitala initiativ', 'Kultur och kompetens'],
      en: ['Digital business models', 'Prioritising digital initiatives', 'Culture and skills'],
    },
  },
  {
    n: 37, topic: 'it', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 1 }, price: 7_500,
    slug: { sv: 'informationssakerhet-for-chefer', en: 'information-security-for-managers' },
    title: { sv: 'Informationssäkerhet för chefer', en: 'Information security for managers' },
    excerpt: {
      sv: 'En dag om hot, risker och ansvar, så att du kan ställa krav och fatta kloka beslut om säkerhet.',
      en: 'A day on threats, risks and responsibility, so that you can set requirements and make sound security decisions.',
    },
    highlights: {
      sv: ['Dagens hotbild', 'Ledningens ansvar enligt NIS2', 'Säkerhetskultur'],
      en: ["Today's threat landscape", "Management's responsibility under NIS2", 'Security culture'],
    },
  },
  {
    n: 38, topic: 'it', category: 'swedish-academic', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 4 }, price: 8_900,
    slug: { sv: 'ai-i-verksamheten', en: 'ai-in-business' },
    title: { sv: 'AI i verksamheten', en: 'AI in business' },
    excerpt: {
      sv: 'Förstå vad generativ AI kan och inte kan, och hitta de användningsfall som gör verklig nytta hos er.',
      en: 'Understand what generative AI can and cannot do, and find the use cases that make a real difference for you.',
    },
    highlights: {
      sv: ['Så fungerar språkmodeller', 'Användningsfall och prioritering', 'Risker, regler och AI-förordningen'],
      en: ['How language models work', 'Use cases and prioritisation', 'Risks, rules and the EU AI Act'],
    },
    flags: { isNew: true, mux: 'Rb6Tm1XqV8kN3pZw5LcD9sHf2Yj7Ga4K' },
  },
  {
    n: 39, topic: 'it', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 10_900,
    slug: { sv: 'dataanalys-med-power-bi', en: 'data-analysis-with-power-bi' },
    title: { sv: 'Dataanalys med Power BI', en: 'Data analysis with Power BI' },
    excerpt: {
      sv: 'Hämta, forma och visualisera data i Power BI och bygg rapporter som kollegorna faktiskt använder.',
      en: 'Import, shape and visualise data in Power BI and build reports your colleagues will actually use.',
    },
    highlights: {
      sv: ['Datakällor och Power Query', 'Datamodeller och DAX-grunder', 'Visualiseringar som berättar'],
      en: ['Data sources and Power Query', 'Data models and DAX basics', 'Visualisations that tell a story'],
    },
  },
  {
    n: 40, topic: 'it', category: 'business-school', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_550,
    slug: { sv: 'digital-marknadsforing', en: 'digital-marketing' },
    title: { sv: 'Digital marknadsföring', en: 'Digital marketing' },
    excerpt: {
      sv: 'Planera och mät digitala kampanjer i sökmotorer, sociala medier och e-post.',
      en: 'Plan and measure digital campaigns in search engines, social media and email.',
    },
    highlights: {
      sv: ['Kundresan och kanalval', 'Annonsering i sök och sociala medier', 'Analys och konvertering'],
      en: ['The customer journey and channel choice', 'Search and social advertising', 'Analytics and conversion'],
    },
    flags: { isNew: true },
  },
  {
    n: 41, topic: 'sustainability', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 10_900,
    slug: { sv: 'hallbart-foretagande', en: 'sustainable-business' },
    title: { sv: 'Hållbart företagande', en: 'Sustainable business' },
    excerpt: {
      sv: 'Gör hållbarhet till en del av affären, med tydliga mål och åtgärder som går att följa upp.',
      en: 'Make sustainability part of the business, with clear goals and actions that can be followed up.',
    },
    highlights: {
      sv: ['Globala målen och affärsnyttan', 'Väsentlighetsanalys', 'Från mål till handlingsplan'],
      en: ['The Global Goals and the business case', 'Materiality assessment', 'From goals to action plan'],
    },
  },
  {
    n: 42, topic: 'sustainability', category: 'swedish-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 4 }, price: 9_500,
    slug: { sv: 'hallbarhetsrapportering-enligt-csrd', en: 'sustainability-reporting-under-csrd' },
    title: { sv: 'Hållbarhetsrapportering enligt CSRD', en: 'Sustainability reporting under CSRD' },
    excerpt: {
      sv: 'Förbered rapporteringen enligt CSRD och ESRS, från dubbel väsentlighet till granskningsbara data.',
      en: 'Prepare for reporting under CSRD and ESRS, from double materiality to auditable data.',
    },
    highlights: {
      sv: ['Vilka som omfattas och när', 'Dubbel väsentlighetsanalys', 'Datainsamling och granskning'],
      en: ['Who is covered and when', 'Double materiality assessment', 'Data collection and assurance'],
    },
    flags: { isNew: true },
  },
  {
    n: 43, topic: 'sustainability', category: 'business-school', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 4 }, price: 2_700,
    slug: { sv: 'cirkular-affarsutveckling', en: 'circular-business-development' },
    title: { sv: 'Cirkulär affärsutveckling', en: 'Circular business development' },
    excerpt: {
      sv: 'Fyra dagar i Alicante om affärsmodeller där produkter och material används längre och flera gånger.',
      en: 'Four days in Alicante on business models in which products and materials are used longer and more than once.',
    },
    highlights: {
      sv: ['Cirkulära affärsmodeller', 'Produktdesign för lång livslängd', 'Lönsamhet i cirkulära erbjudanden'],
      en: ['Circular business models', 'Designing products to last', 'Profitability of circular offers'],
    },
    flags: { unpublished: true },
  },
  {
    n: 44, topic: 'sustainability', category: 'english-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_750,
    slug: { sv: 'hallbara-leveranskedjor', en: 'sustainable-supply-chains' },
    title: { sv: 'Hållbara leveranskedjor', en: 'Sustainable supply chains' },
    excerpt: {
      sv: 'En akademisk kurs på engelska om ansvarsfulla inköp, leverantörsuppföljning och klimatpåverkan i kedjan.',
      en: 'An academic course in English on responsible sourcing, supplier monitoring and the climate impact of the chain.',
    },
    highlights: {
      sv: ['Due diligence i leverantörsledet', 'Uppförandekoder och revisioner', 'Utsläpp i scope 3'],
      en: ['Supply chain due diligence', 'Codes of conduct and audits', 'Scope 3 emissions'],
    },
  },
];
