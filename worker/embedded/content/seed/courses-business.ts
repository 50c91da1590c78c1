import type { CourseSeed } from './seed-types';

/** Courses in finance, communication and law. */
export const BUSINESS_COURSES: readonly CourseSeed[] = [
  {
    n: 19, topic: 'finance', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 11_900,
    slug: { sv: 'ekonomi-for-icke-ekonomer', en: 'finance-for-non-financial-managers' },
    title: { sv: 'Ekonomi för icke-ekonomer', en: 'Finance for non-financial managers' },
    excerpt: {
      sv: 'Förstå resultaträkning, balansräkning och nyckeltal, och våga ställa rätt frågor till ekonomiavdelningen.',
      en: 'Understand the income statement, the balance sheet and key ratios, and dare to ask finance the right questions.',
    },
    highlights: {
      sv: ['Så läser du en årsredovisning', 'Intäkter, kostnader och lönsamhet', 'Kassaflöde och likviditet', 'Investeringsbedömning'],
      en: ['How to read an annual report', 'Revenue, costs and profitability', 'Cash flow and liquidity', 'Investment appraisal'],
    },
    intro: {
      sv: 'Som chef fattar du ekonomiska beslut varje dag, även om det inte står ekonomi i din titel. Under två dagar går vi igenom grunderna på ett sätt som är lätt att ta till sig, utan facktermer som hänger i luften. Du får öva på siffror från riktiga företag och går hem med en egen checklista för nästa budgetmöte.',
      en: "As a manager you make financial decisions every day, even if finance isn't in your job title. Over two days we go through the basics in a way that is easy to take in, without jargon left hanging in the air. You practise on figures from real companies and take home your own checklist for the next budget meeting.",
    },
    flags: { mux: 'Pw4Nc8TzK1vQ6mHr3XsB9dLf2Gy7Ja5U', isNew: true },
  },
  {
    n: 20, topic: 'finance', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 2 }, price: 11_900,
    slug: { sv: 'budgetering-och-prognoser', en: 'budgeting-and-forecasting' },
    title: { sv: 'Budgetering och prognoser', en: 'Budgeting and forecasting' },
    excerpt: {
      sv: 'Bygg en budget som används på riktigt och prognoser som hjälper verksamheten att styra i tid.',
      en: 'Build a budget that is actually used and forecasts that help the business steer in time.',
    },
    highlights: {
      sv: ['Budgetprocessen steg för steg', 'Rullande prognoser', 'Beyond Budgeting'],
      en: ['The budget process step by step', 'Rolling forecasts', 'Beyond Budgeting'],
    },
  },
  {
    n: 21, topic: 'finance', category: 'swedish-academic', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 6 }, price: 8_500,
    slug: { sv: 'redovisning-grundkurs', en: 'accounting-fundamentals' },
    title: { sv: 'Redovisning – grundkurs', en: 'Accounting fundamentals' },
    excerpt: {
      sv: 'Lär dig bokföra löpande, stämma av konton och förstå sambandet mellan verifikationer och bokslut.',
      en: 'Learn day-to-day bookkeeping, account reconciliation and how vouchers connect to the year-end accounts.',
    },
    highlights: {
      sv: ['Debet och kredit', 'Moms och periodiseringar', 'Från huvudbok till bokslut'],
      en: ['Debit and credit', 'VAT and accruals', 'From general ledger to year-end accounts'],
    },
  },
  {
    n: 22, topic: 'finance', category: 'swedish-academic', form: 'blended', level: 'expert',
    schedule: { kind: 'days', days: 3 }, price: 15_500,
    slug: { sv: 'controllerns-roll', en: 'the-controllers-role' },
    title: { sv: 'Controllerns roll', en: "The controller's role" },
    excerpt: {
      sv: 'För controllers som vill bli en självklar samtalspartner till ledningen och inte bara leverera rapporter.',
      en: 'For controllers who want to become a natural partner to management rather than just delivering reports.',
    },
    highlights: {
      sv: ['Ekonomistyrning som stöd för strategin', 'Analys som leder till beslut', 'Att påverka utan mandat'],
      en: ['Management control that supports strategy', 'Analysis that leads to decisions', 'Influencing without authority'],
    },
  },
  {
    n: 23, topic: 'finance', category: 'english-academic', form: 'online', level: 'expert',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_850,
    slug: { sv: 'foretagsvardering', en: 'business-valuation' },
    title: { sv: 'Företagsvärdering', en: 'Business valuation' },
    excerpt: {
      sv: 'En akademisk kurs på engelska om kassaflödesvärdering, multiplar och värdering vid förvärv.',
      en: 'An academic course in English on discounted cash flow, multiples and valuation in acquisitions.',
    },
    highlights: {
      sv: ['Diskonterade kassaflöden', 'Relativ värdering', 'Värdering vid företagsförvärv'],
      en: ['Discounted cash flows', 'Relative valuation', 'Valuation in mergers and acquisitions'],
    },
  },
  {
    n: 24, topic: 'finance', category: 'business-school', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 5 }, price: 3_200,
    slug: { sv: 'internationell-ekonomistyrning', en: 'international-management-control' },
    title: { sv: 'Internationell ekonomistyrning', en: 'International management control' },
    excerpt: {
      sv: 'En vecka i Alicante om att styra ekonomin i en koncern med bolag i flera länder.',
      en: 'A week in Alicante on managing the finances of a group with companies in several countries.',
    },
    highlights: {
      sv: ['Internprissättning', 'Valutarisk', 'Koncernrapportering'],
      en: ['Transfer pricing', 'Currency risk', 'Group reporting'],
    },
  },
  {
    n: 25, topic: 'communication', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 9_900,
    slug: { sv: 'presentationsteknik', en: 'presentation-skills' },
    title: { sv: 'Presentationsteknik', en: 'Presentation skills' },
    excerpt: {
      sv: 'Tala inför grupp med lugn och tydlighet, och få publiken att minnas det du sa.',
      en: 'Speak to a group with calm and clarity, and make your audience remember what you said.',
    },
    highlights: {
      sv: ['Struktur och budskap', 'Röst, kroppsspråk och nervositet', 'Bilder som förstärker i stället för att störa'],
      en: ['Structure and message', 'Voice, body language and nerves', 'Slides that support rather than distract'],
    },
  },
  {
    n: 26, topic: 'communication', category: 'swedish-academic', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 4 }, price: 6_900,
    slug: { sv: 'skriva-for-webben', en: 'writing-for-the-web' },
    title: { sv: 'Skriva för webben', en: 'Writing for the web' },
    excerpt: {
      sv: 'Skriv texter som läses, förstås och hittas, med klarspråk och grunderna i sökmotoroptimering.',
      en: 'Write texts that are read, understood and found, using plain language and the basics of search engine optimisation.',
    },
    highlights: {
      sv: ['Klarspråk', 'Rubriker och struktur för skärm', 'Sökord utan att tappa läsaren'],
      en: ['Plain language', 'Headings and structure for screens', 'Keywords without losing the reader'],
    },
  },
  {
    n: 27, topic: 'communication', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 1 }, price: 7_900,
    slug: { sv: 'kriskommunikation', en: 'crisis-communication' },
    title: { sv: 'Kriskommunikation', en: 'Crisis communication' },
    excerpt: {
      sv: 'Var förberedd när något går fel: en dag med krisplan, mediehantering och en realistisk övning.',
      en: 'Be prepared when something goes wrong: a day with a crisis plan, media handling and a realistic exercise.',
    },
    highlights: {
      sv: ['Krisplan och roller', 'De första timmarna', 'Att möta medier och sociala kanaler'],
      en: ['Crisis plan and roles', 'The first hours', 'Dealing with the media and social channels'],
    },
  },
  {
    n: 28, topic: 'communication', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 2 }, price: 11_500,
    slug: { sv: 'forhandlingsteknik', en: 'negotiation-skills' },
    title: { sv: 'Förhandlingsteknik', en: 'Negotiation skills' },
    excerpt: {
      sv: 'Förbered, genomför och avsluta förhandlingar som ger bra resultat och bevarar relationen.',
      en: 'Prepare, conduct and close negotiations that get good results and keep the relationship intact.',
    },
    highlights: {
      sv: ['Intressen och positioner', 'Förhandlingsutrymme och BATNA', 'Att hantera hårda motparter'],
      en: ['Interests and positions', 'Room to negotiate and BATNA', 'Handling tough counterparts'],
    },
  },
  {
    n: 29, topic: 'communication', category: 'business-school', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 3 }, price: 2_100,
    slug: { sv: 'interkulturell-kommunikation', en: 'intercultural-communication' },
    title: { sv: 'Interkulturell kommunikation', en: 'Intercultural communication' },
    excerpt: {
      sv: 'Tre dagar i Alicante om att samarbeta och göra affärer med människor från andra kulturer.',
      en: 'Three days in Alicante on working and doing business with people from other cultures.',
    },
    highlights: {
      sv: ['Kulturella skillnader i arbetslivet', 'Att undvika missförstånd', 'Möten och förhandlingar över gränser'],
      en: ['Cultural differences at work', 'Avoiding misunderstandings', 'Meetings and negotiations across borders'],
    },
  },
  {
    n: 30, topic: 'communication', category: 'english-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_250,
    slug: { sv: 'akademiskt-skrivande-pa-engelska', en: 'academic-writing-in-english' },
    title: { sv: 'Akademiskt skrivande på engelska', en: 'Academic writing in English' },
    excerpt: {
      sv: 'Skriv rapporter och uppsatser på engelska med tydlig argumentation och korrekta referenser.',
      en: 'Write reports and essays in English with clear arguments and correct referencing.',
    },
    highlights: {
      sv: ['Argumentation och struktur', 'Akademisk stil', 'Referenser och källkritik'],
      en: ['Argument and structure', 'Academic style', 'Referencing and source criticism'],
    },
  },
  {
    n: 31, topic: 'law', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 2 }, price: 11_900,
    slug: { sv: 'avtalsratt-i-praktiken', en: 'contract-law-in-practice' },
    title: { sv: 'Avtalsrätt i praktiken', en: 'Contract law in practice' },
    excerpt: {
      sv: 'Skriv, granska och förhandla avtal med säkrare hand och undvik de vanligaste fallgroparna.',
      en: 'Draft, review and negotiate contracts with more confidence and avoid the most common pitfalls.',
    },
    highlights: {
      sv: ['Hur avtal ingås', 'Viktiga klausuler', 'Avtalsbrott och påföljder'],
      en: ['How contracts are formed', 'Key clauses', 'Breach of contract and remedies'],
    },
  },
  {
    n: 32, topic: 'law', category: 'swedish-academic', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 4 }, price: 7_900,
    slug: { sv: 'gdpr-och-dataskydd', en: 'gdpr-and-data-protection' },
    title: { sv: 'GDPR och dataskydd', en: 'GDPR and data protection' },
    excerpt: {
      sv: 'Vad dataskyddsförordningen kräver av din verksamhet och hur ni arbetar med den i vardagen.',
      en: 'What the General Data Protection Regulation requires of your organisation and how to work with it day to day.',
    },
    highlights: {
      sv: ['Rättslig grund för behandling', 'Registerförteckning och konsekvensbedömning', 'Personuppgiftsincidenter'],
      en: ['Lawful basis for processing', 'Records of processing and impact assessments', 'Personal data breaches'],
    },
  },
  {
    n: 33, topic: 'law', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 2 }, price: 12_500,
    slug: { sv: 'offentlig-upphandling', en: 'public-procurement' },
    title: { sv: 'Offentlig upphandling', en: 'Public procurement' },
    excerpt: {
      sv: 'LOU från förfrågningsunderlag till tilldelning, för både upphandlare och leverantörer.',
      en: 'The Swedish Public Procurement Act from tender documents to contract award, for buyers and suppliers alike.',
    },
    highlights: {
      sv: ['Upphandlingsförfaranden', 'Kvalificering och utvärdering', 'Överprövning'],
      en: ['Procurement procedures', 'Qualification and evaluation', 'Review procedures'],
    },
  },
  {
    n: 34, topic: 'law', category: 'swedish-academic', form: 'classroom', level: 'expert',
    schedule: { kind: 'days', days: 1 }, price: 8_900,
    slug: { sv: 'bolagsratt-for-styrelseledamoter', en: 'company-law-for-board-members' },
    title: { sv: 'Bolagsrätt för styrelseledamöter', en: 'Company law for board members' },
    excerpt: {
      sv: 'Styrelsens ansvar, arbetsordning och de beslut som kan leda till personligt betalningsansvar.',
      en: "The board's responsibilities, rules of procedure and the decisions that can lead to personal liability.",
    },
    highlights: {
      sv: ['Styrelsens uppgifter enligt aktiebolagslagen', 'Kontrollbalansräkning', 'Ansvar och skadestånd'],
      en: ['Board duties under the Companies Act', 'Balance sheet for liquidation purposes', 'Liability and damages'],
    },
    flags: { hidden: true },
  },
  {
    n: 35, topic: 'law', category: 'english-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 3 }, price: 1_550,
    slug: { sv: 'eu-ratt-for-foretag', en: 'eu-business-law' },
    title: { sv: 'EU-rätt för företag', en: 'EU business law' },
    excerpt: {
      sv: 'En akademisk kurs på engelska om den inre marknaden, konkurrensrätt och EU:s regler för företag.',
      en: 'An academic course in English on the internal market, competition law and EU rules for businesses.',
    },
    highlights: {
      sv: ['Den inre marknadens friheter', 'Konkurrensrätt', 'Statligt stöd'],
      en: ['The freedoms of the internal market', 'Competition law', 'State aid'],
    },
  },
];
