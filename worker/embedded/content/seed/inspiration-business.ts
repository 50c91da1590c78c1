import type { InspirationSeed } from './seed-types';

/** Inspiration articles about finance, communication, law, digital and sustainability. */
export const BUSINESS_ARTICLES: readonly InspirationSeed[] = [
  {
    n: 4, topic: 'finance', image: 'finance.svg', readingMinutes: 4, publishedDaysAgo: 20, relatedCourses: [19, 20],
    author: { name: 'Anders Holm', role: { sv: 'Ekonomichef och lärare', en: 'Finance director and teacher' } },
    slug: { sv: 'budgeten-ar-ett-samtal', en: 'a-budget-is-a-conversation' },
    title: { sv: 'Budgeten är ett samtal, inte ett dokument', en: 'A budget is a conversation, not a document' },
    excerpt: {
      sv: 'Den bästa budgeten är den som verksamheten har varit med och tagit fram och som används under året.',
      en: 'The best budget is the one the business helped to build and actually uses during the year.',
    },
    body: {
      sv: [
        'Många budgetar dör samma dag som de fastställs. De läggs i en mapp och plockas fram igen först när utfallet ska förklaras.',
        '## Flytta fokus från siffror till prioriteringar',
        'Budgetarbetet är ett tillfälle att prata om vad som är viktigt nästa år. Om samtalet handlar om prioriteringar blir siffrorna en konsekvens, inte ett förhandlingsspel.',
        'Rullande prognoser gör att ni kan justera kursen under året utan att tappa målen ur sikte.',
      ],
      en: [
        'Many budgets die on the day they are approved. They are filed away and only taken out again when the results need explaining.',
        '## Shift the focus from numbers to priorities',
        'Budgeting is a chance to talk about what matters next year. When the conversation is about priorities, the numbers follow as a consequence rather than a bargaining game.',
        'Rolling forecasts let you adjust course during the year without losing sight of the goals.',
      ],
    },
  },
  {
    n: 5, topic: 'communication', image: 'communication.svg', readingMinutes: 3, publishedDaysAgo: 8, relatedCourses: [25],
    author: { name: 'Maria Berg', role: { sv: 'Retoriklärare', en: 'Rhetoric teacher' } },
    slug: { sv: 'tre-satt-att-gora-din-presentation-minnesvard', en: 'three-ways-to-make-your-presentation-memorable' },
    title: { sv: 'Tre sätt att göra din nästa presentation minnesvärd', en: 'Three ways to make your next presentation memorable' },
    excerpt: {
      sv: 'Publiken glömmer det mesta du säger. Så ser du till att de minns det viktigaste.',
      en: 'Your audience forgets most of what you say. Here is how to make sure they remember what matters.',
    },
    body: {
      sv: [
        'Forskning visar att åhörare minns en bråkdel av innehållet i en presentation redan dagen efter. Det gäller att välja vad som ska fastna.',
        '## Ett budskap, inte tio',
        'Formulera din huvudpoäng i en mening innan du öppnar presentationsprogrammet. Allt du säger ska stödja den meningen.',
        '## Berätta, visa, upprepa',
        'Ett konkret exempel slår en abstrakt förklaring, och en enkel bild slår en sida text. Avsluta med att upprepa ditt budskap, så att det är det sista publiken hör.',
      ],
      en: [
        'Research shows that listeners remember only a fraction of a presentation the day after. The trick is to choose what sticks.',
        '## One message, not ten',
        'Put your main point into a single sentence before you open your slide software. Everything you say should support that sentence.',
        '## Tell, show, repeat',
        'A concrete example beats an abstract explanation, and a simple image beats a page of text. Finish by repeating your message, so that it is the last thing the audience hears.',
      ],
    },
    flags: { isNew: true },
  },
  {
    n: 6, topic: 'sustainability', image: 'sustainability.svg', readingMinutes: 6, publishedDaysAgo: 25, relatedCourses: [42, 41],
    author: { name: 'Erik Sandberg', role: { sv: 'Hållbarhetsrådgivare', en: 'Sustainability adviser' } },
    slug: { sv: 'vad-csrd-betyder-for-medelstora-foretag', en: 'what-csrd-means-for-mid-sized-companies' },
    title: { sv: 'Vad CSRD betyder för medelstora företag', en: 'What CSRD means for mid-sized companies' },
    excerpt: {
      sv: 'Även företag som inte själva omfattas märker av de nya reglerna, genom krav från kunder och banker.',
      en: 'Even companies that are not covered themselves feel the new rules through demands from customers and banks.',
    },
    body: {
      sv: [
        'EU:s direktiv om hållbarhetsrapportering ställer nya krav på vad företag ska redovisa och hur. För många medelstora företag kommer kraven först indirekt, via större kunder som behöver data från sina leverantörer.',
        '## Börja med väsentlighetsanalysen',
        'Vilka hållbarhetsfrågor påverkar ert företag, och vilka påverkar ni? Den dubbla väsentlighetsanalysen avgör vad ni behöver rapportera och är en bra grund för strategin.',
        'Se över datainsamlingen tidigt. Det som tar tid är sällan att skriva rapporten, utan att få fram siffror som håller för granskning.',
      ],
      en: [
        "The EU's sustainability reporting directive sets new requirements for what companies must report and how. For many mid-sized companies the requirements arrive indirectly, through larger customers that need data from their suppliers.",
        '## Start with the materiality assessment',
        'Which sustainability issues affect your company, and which do you affect? The double materiality assessment decides what you need to report and is a good basis for strategy.',
        'Review your data collection early. What takes time is rarely writing the report, but producing figures that stand up to assurance.',
      ],
    },
  },
  {
    n: 7, topic: 'it', image: 'digital.svg', readingMinutes: 5, publishedDaysAgo: 5, relatedCourses: [38, 36],
    author: { name: 'Lina Torres', role: { sv: 'Digitaliseringsstrateg', en: 'Digital strategist' } },
    slug: { sv: 'ai-pa-jobbet-borja-med-fragan', en: 'ai-at-work-start-with-the-question' },
    title: { sv: 'AI på jobbet: börja med frågan, inte verktyget', en: 'AI at work: start with the question, not the tool' },
    excerpt: {
      sv: 'De organisationer som får ut mest av AI börjar i ett verkligt problem, inte i den senaste tekniken.',
      en: 'The organisations that get the most out of AI start from a real problem, not the latest technology.',
    },
    body: {
      sv: [
        'Det är lätt att imponeras av vad generativ AI kan göra i en demonstration. Det är svårare att få den att göra nytta i vardagen.',
        '## Leta efter återkommande uppgifter',
        'Var lägger medarbetarna tid på att sammanfatta, sortera eller formulera samma sak om och om igen? Där finns ofta de första användningsfallen.',
        'Sätt tydliga ramar för vilka uppgifter som får användas och hur resultatet ska granskas. Då kan fler våga pröva – på ett säkert sätt.',
      ],
      en: [
        'It is easy to be impressed by what generative AI can do in a demo. It is harder to make it useful in everyday work.',
        '## Look for recurring tasks',
        'Where do people spend time summarising, sorting or phrasing the same thing over and over? That is often where the first use cases are.',
        'Set clear boundaries for which information may be used and how the output is checked. Then more people dare to try – safely.',
      ],
    },
    flags: { mux: 'Vc3Pj8NwT5qR1mXk7LbZ4sGd9Hy2Fe6W' },
  },
  {
    n: 8, topic: 'law', image: 'law.svg', readingMinutes: 5, publishedDaysAgo: 60, relatedCourses: [31],
    author: { name: 'Per Wallin', role: { sv: 'Advokat och lärare', en: 'Lawyer and teacher' } },
    slug: { sv: 'avtalet-du-inte-laste', en: 'the-contract-you-did-not-read' },
    title: { sv: 'Avtalet du inte läste – vanliga fallgropar', en: "The contract you didn't read: common pitfalls" },
    excerpt: {
      sv: 'Automatisk förlängning, ansvarsbegränsningar och vaga leveransvillkor ställer till det för många företag.',
      en: 'Automatic renewal, limitations of liability and vague delivery terms cause trouble for many companies.',
    },
    body: {
      sv: [
        'De flesta avtalstvister vi ser hade kunnat undvikas med en extra halvtimmes läsning. Det är sällan huvudvillkoren som ställer till det, utan det finstilta.',
        '## Tre klausuler att alltid läsa',
        'Uppsägning och förlängning: hur länge är ni bundna, och förlängs avtalet automatiskt? Ansvarsbegränsning: vad händer om något går fel? Och leverans: vad ska levereras, när och hur godkänns det?',
        'Ett avtal är ett verktyg för samarbete. Det ska vara tydligt nog för att båda parter ska förstå det utan jurist.',
      ],
      en: [
        'Most contract disputes we see could have been avoided with an extra half hour of reading. It is rarely the main terms that cause trouble, but the small print.',
        '## Three clauses to always read',
        'Termination and renewal: how long are you bound, and does the contract renew automatically? Limitation of liability: what happens if something goes wrong? And delivery: what is to be delivered, when, and how is it accepted?',
        'A contract is a tool for collaboration. It should be clear enough for both parties to understand without a lawyer.',
      ],
    },
  },
  {
    n: 10, topic: null, image: 'campus.svg', readingMinutes: 4, publishedDaysAgo: 40, relatedCourses: [5, 29],
    author: { name: 'Elena Martínez', role: { sv: 'Campuschef i Alicante', en: 'Campus director in Alicante' } },
    slug: { sv: 'en-kursvecka-i-alicante', en: 'a-course-week-in-alicante' },
    title: { sv: 'En kursvecka i Alicante', en: 'A course week in Alicante' },
    excerpt: {
      sv: 'Förmiddagar i klassrummet, eftermiddagar med grupparbete och företagsbesök. Så ser en vecka ut på vårt campus.',
      en: 'Mornings in the classroom, afternoons of group work and company visits. This is what a week at our campus looks like.',
    },
    body: {
      sv: [
        'Vårt campus ligger en kort promenad från gamla stan i Alicante. Här möts deltagare från hela Norden för att studera i en miljö som ger tid att tänka.',
        '## En vanlig dag',
        'Undervisningen börjar klockan nio och pågår till lunch. Eftermiddagarna ägnas åt grupparbete, individuell handledning eller besök hos företag i regionen.',
        'Många deltagare säger att det är avståndet från vardagen som gör skillnaden. Det är lättare att tänka nytt när inkorgen inte pockar på uppmärksamhet.',
      ],
      en: [
        'Our campus is a short walk from the old town of Alicante. Participants from all over the Nordics meet here to study in a setting that gives time to think.',
        '## A typical day',
        'Teaching starts at nine and runs until lunch. Afternoons are spent on group work, individual coaching or visits to companies in the region.',
        'Many participants say it is the distance from everyday life that makes the difference. It is easier to think differently when the inbox is not demanding attention.',
      ],
    },
  },
  {
    n: 12, topic: 'communication', image: 'dialogue.svg', readingMinutes: 5, publishedDaysAgo: 3, relatedCourses: [28],
    author: { name: 'Maria Berg', role: { sv: 'Retoriklärare', en: 'Rhetoric teacher' } },
    slug: { sv: 'forhandla-som-ett-proffs', en: 'negotiate-like-a-professional' },
    title: { sv: 'Förhandla som ett proffs', en: 'Negotiate like a professional' },
    excerpt: {
      sv: 'En bra förhandling slutar med ett avtal som båda parter vill hålla. Så förbereder du dig.',
      en: 'A good negotiation ends with an agreement both parties want to keep. Here is how to prepare.',
    },
    body: {
      sv: [
        'Den som är bäst förberedd vinner oftast förhandlingen, men inte på bekostnad av motparten. De bästa förhandlarna letar efter lösningar som gör kakan större.',
        '## Känn ditt alternativ',
        'Vad gör du om ni inte kommer överens? Ju bättre alternativ du har, desto lugnare kan du förhandla.',
        'Lyssna efter motpartens intressen bakom positionerna. Där finns nästan alltid utrymme som ingen av er såg från början.',
      ],
      en: [
        'The best-prepared party usually wins the negotiation, but not at the expense of the other side. The best negotiators look for solutions that make the pie bigger.',
        '## Know your alternative',
        'What will you do if you cannot agree? The better your alternative, the calmer you can negotiate.',
        "Listen for the other side's interests behind their positions. There is almost always room there that neither of you saw at first.",
      ],
    },
    flags: { unpublished: true },
  },
];
