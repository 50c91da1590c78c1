import type { ProgrammeSeed } from './seed-types';

const sixMonths = { kind: 'months', months: 6 } as const;
const fourMonths = { kind: 'months', months: 4 } as const;

/** Programmes: bundles of courses of one category at a package price. */
export const PROGRAMMES: readonly ProgrammeSeed[] = [
  {
    n: 1,
    topic: 'leadership',
    category: 'swedish-academic',
    form: 'blended',
    schedule: sixMonths,
    courses: [1, 2, 4, 15],
    slug: { sv: 'chefsprogrammet', en: 'management-programme' },
    title: { sv: 'Chefsprogrammet', en: 'Management programme' },
    excerpt: {
      sv: 'Ett halvår som tar dig från ny chef till trygg ledare, med fyra kurser och en egen mentor.',
      en: 'Six months that take you from new manager to confident leader, with four courses and a mentor of your own.',
    },
    highlights: {
      sv: ['Fyra kurser i en sammanhållen följd', 'Personlig mentor under hela programmet', 'Eget utvecklingsprojekt på hemmaplan'],
      en: ['Four courses in a coherent sequence', 'A personal mentor throughout the programme', 'Your own development project at work'],
    },
    intro: {
      sv: 'Chefsprogrammet är vår mest efterfrågade utbildning. Mellan kurstillfällena arbetar du med ett utvecklingsprojekt i din egen verksamhet och träffar din mentor en gång i månaden.',
      en: 'The management programme is our most popular course of study. Between sessions you work on a development project in your own organisation and meet your mentor once a month.',
    },
    flags: { mux: 'Kx5Wd9PmR2tY7vQb4NzH1cLs8Fg3Ej6T' },
  },
  {
    n: 2,
    topic: 'project',
    category: 'swedish-academic',
    form: 'classroom',
    schedule: sixMonths,
    courses: [7, 8, 9, 10],
    slug: { sv: 'projektledarprogrammet', en: 'project-manager-programme' },
    title: { sv: 'Projektledarprogrammet', en: 'Project manager programme' },
    excerpt: {
      sv: 'Hela verktygslådan för projektledare: klassisk och agil metod, projektekonomi och portföljstyrning.',
      en: 'The complete toolbox for project managers: traditional and agile methods, project finance and portfolio management.',
    },
    highlights: {
      sv: ['Klassisk och agil projektledning', 'Projektekonomi', 'Certifikat efter godkänt slutprov'],
      en: ['Traditional and agile project management', 'Project finance', 'Certificate after passing the final test'],
    },
    intro: {
      sv: 'Programmet följer ett riktigt projekt från idé till avslut, och du tillämpar varje moment på ett projekt från din egen arbetsplats.',
      en: 'The programme follows a real project from idea to closure, and you apply every step to a project from your own workplace.',
    },
    flags: { isNew: true },
  },
  {
    n: 3,
    topic: 'hr',
    category: 'swedish-academic',
    form: 'blended',
    schedule: sixMonths,
    courses: [13, 14, 15, 16],
    slug: { sv: 'hr-programmet', en: 'hr-programme' },
    title: { sv: 'HR-programmet', en: 'HR programme' },
    excerpt: {
      sv: 'För dig som vill arbeta strategiskt med HR: arbetsrätt, rekrytering, kompetensförsörjning och arbetsmiljö.',
      en: 'For those who want to work strategically with HR: employment law, recruitment, workforce planning and the work environment.',
    },
    highlights: {
      sv: ['Arbetsrätt och arbetsmiljö', 'Rekrytering och kompetensförsörjning', 'Nätverk med HR-kollegor'],
      en: ['Employment law and the work environment', 'Recruitment and workforce planning', 'A network of HR peers'],
    },
    intro: {
      sv: 'Programmet ger dig både de juridiska grunderna och de strategiska verktygen, så att du kan vara ett verkligt stöd för chefer och ledning.',
      en: 'The programme gives you both the legal foundations and the strategic tools, so that you can truly support managers and leadership.',
    },
  },
  {
    n: 4,
    topic: 'finance',
    category: 'swedish-academic',
    form: 'classroom',
    schedule: fourMonths,
    courses: [19, 20, 22],
    slug: { sv: 'ekonomiprogrammet-for-chefer', en: 'finance-programme-for-managers' },
    title: { sv: 'Ekonomiprogrammet för chefer', en: 'Finance programme for managers' },
    excerpt: {
      sv: 'Fyra månader som gör dig säker på siffrorna, från årsredovisning till budget och analys.',
      en: 'Four months that make you confident with the numbers, from annual reports to budgets and analysis.',
    },
    highlights: {
      sv: ['Ekonomiska grunder', 'Budget och prognoser', 'Analys för beslut'],
      en: ['Financial basics', 'Budgets and forecasts', 'Analysis for decisions'],
    },
    intro: {
      sv: 'Programmet vänder sig till chefer som vill förstå och påverka ekonomin i sin verksamhet, utan att bli ekonomer.',
      en: 'The programme is for managers who want to understand and influence the finances of their business without becoming accountants.',
    },
  },
  {
    n: 5,
    topic: 'communication',
    category: 'swedish-academic',
    form: 'blended',
    schedule: fourMonths,
    courses: [25, 26, 27],
    slug: { sv: 'kommunikatorsprogrammet', en: 'communicator-programme' },
    title: { sv: 'Kommunikatörsprogrammet', en: 'Communicator programme' },
    excerpt: {
      sv: 'Bli en tydligare kommunikatör i tal och skrift, och var förberedd den dag krisen kommer.',
      en: 'Become a clearer communicator in speech and writing, and be prepared for the day a crisis hits.',
    },
    highlights: {
      sv: ['Presentation och retorik', 'Skriva för webben', 'Kriskommunikation'],
      en: ['Presentation and rhetoric', 'Writing for the web', 'Crisis communication'],
    },
    intro: {
      sv: 'Programmet kombinerar praktiska övningar med personlig återkoppling, och avslutas med en presentation inför gruppen.',
      en: 'The programme combines practical exercises with personal feedback and ends with a presentation to the group.',
    },
  },
  {
    n: 6,
    topic: 'law',
    category: 'swedish-academic',
    form: 'classroom',
    schedule: sixMonths,
    courses: [31, 32, 33, 34],
    slug: { sv: 'affarsjuridiska-programmet', en: 'business-law-programme' },
    title: { sv: 'Affärsjuridiska programmet', en: 'Business law programme' },
    excerpt: {
      sv: 'Avtal, dataskydd, upphandling och bolagsrätt i ett program för dig som möter juridiken i affären.',
      en: 'Contracts, data protection, procurement and company law in a programme for those who meet the law in business.',
    },
    highlights: {
      sv: ['Avtalsrätt och upphandling', 'GDPR i praktiken', 'Styrelsearbete'],
      en: ['Contract law and procurement', 'GDPR in practice', 'Board work'],
    },
    intro: {
      sv: 'Lärarna är verksamma jurister som utgår från fall de själva har arbetat med.',
      en: 'The teachers are practising lawyers who start from cases they have worked on themselves.',
    },
    flags: { hidden: true },
  },
  {
    n: 7,
    topic: 'it',
    category: 'swedish-academic',
    form: 'blended',
    schedule: fourMonths,
    courses: [36, 37, 38, 39],
    slug: { sv: 'digitala-ledarprogrammet', en: 'digital-leadership-programme' },
    title: { sv: 'Digitala ledarprogrammet', en: 'Digital leadership programme' },
    excerpt: {
      sv: 'För ledare som vill driva digital utveckling med säkerhet, data och AI som självklara delar.',
      en: 'For leaders who want to drive digital development with security, data and AI as natural parts.',
    },
    highlights: {
      sv: ['Digital strategi', 'Informationssäkerhet', 'Data och AI i beslutsfattande'],
      en: ['Digital strategy', 'Information security', 'Data and AI in decision making'],
    },
    intro: {
      sv: 'Du arbetar med en digital förändring i din egen verksamhet och får handledning mellan träffarna.',
      en: 'You work on a digital change in your own organisation and get coaching between sessions.',
    },
    flags: { isNew: true },
  },
  {
    n: 8,
    topic: 'sustainability',
    category: 'swedish-academic',
    form: 'blended',
    schedule: fourMonths,
    courses: [41, 42, 36],
    slug: { sv: 'hallbarhetsprogrammet', en: 'sustainability-programme' },
    title: { sv: 'Hållbarhetsprogrammet', en: 'Sustainability programme' },
    excerpt: {
      sv: 'Från hållbarhetsstrategi till rapportering enligt CSRD, med digitala verktyg som gör arbetet mätbart.',
      en: 'From sustainability strategy to reporting under CSRD, with digital tools that make the work measurable.',
    },
    highlights: {
      sv: ['Strategi och väsentlighet', 'Rapportering enligt CSRD', 'Data för uppföljning'],
      en: ['Strategy and materiality', 'Reporting under CSRD', 'Data for follow-up'],
    },
    intro: {
      sv: 'Programmet passar hållbarhetsansvariga och alla som ska bidra till rapporteringen.',
      en: 'The programme suits sustainability managers and everyone who will contribute to the reporting.',
    },
    flags: { unpublished: true },
  },
  {
    n: 9,
    topic: 'leadership',
    category: 'business-school',
    form: 'classroom',
    schedule: fourMonths,
    courses: [5, 24, 29],
    slug: { sv: 'executive-programme-alicante', en: 'executive-programme-alicante' },
    title: { sv: 'Executive Programme Alicante', en: 'Executive Programme Alicante' },
    excerpt: {
      sv: 'Tre kursveckor på vårt campus i Alicante om strategi, ekonomistyrning och internationellt samarbete.',
      en: 'Three course weeks at our campus in Alicante on strategy, management control and international collaboration.',
    },
    highlights: {
      sv: ['Strategiskt ledarskap', 'Internationell ekonomistyrning', 'Interkulturell kommunikation'],
      en: ['Strategic leadership', 'International management control', 'Intercultural communication'],
    },
    intro: {
      sv: 'Undervisningen sker på förmiddagarna, och eftermiddagarna ägnas åt grupparbete och företagsbesök i regionen.',
      en: 'Teaching takes place in the mornings, and the afternoons are spent on group work and company visits in the region.',
    },
  },
  {
    n: 10,
    topic: 'it',
    category: 'business-school',
    form: 'blended',
    schedule: sixMonths,
    courses: [11, 40, 43],
    slug: { sv: 'international-business-programme', en: 'international-business-programme' },
    title: { sv: 'International Business Programme', en: 'International Business Programme' },
    excerpt: {
      sv: 'Projektledning, digital marknadsföring och cirkulär affärsutveckling, på distans och i Alicante.',
      en: 'Project management, digital marketing and circular business development, online and in Alicante.',
    },
    highlights: {
      sv: ['Två kurser på distans', 'En kursvecka i Alicante', 'Affärsplan som examination'],
      en: ['Two courses online', 'One course week in Alicante', 'A business plan as the final assessment'],
    },
    intro: {
      sv: 'Programmet passar dig som vill arbeta internationellt och kombinera studier med arbete.',
      en: 'The programme suits those who want to work internationally and combine studies with work.',
    },
  },
  {
    n: 11,
    topic: 'leadership',
    category: 'english-academic',
    form: 'blended',
    schedule: sixMonths,
    courses: [6, 12, 23],
    slug: { sv: 'postgraduate-certificate-in-management', en: 'postgraduate-certificate-in-management' },
    title: { sv: 'Postgraduate Certificate in Management', en: 'Postgraduate Certificate in Management' },
    excerpt: {
      sv: 'Ett akademiskt program på engelska med tre kurser i ledarskap, riskhantering och företagsvärdering.',
      en: 'An academic programme in English with three courses in leadership, risk management and business valuation.',
    },
    highlights: {
      sv: [
        'Leda team och förändring med stöd i aktuell forskning',
        'Bedöma och hantera risker i en verksamhet',
        'Värdera ett företag och motivera värderingen',
      ],
      en: [
        'Lead teams and change with support from current research',
        'Assess and manage the risks of an organisation',
        'Value a business and justify the valuation',
      ],
    },
    intro: {
      sv: 'Programmet kräver ansökan. Efter godkänd ansökan bokas din plats och du får tillgång till kursplattformen.',
      en: 'Admission is by application. Once your application is approved your place is booked and you get access to the course platform.',
    },
    flags: { mux: 'Gn2Lq7YsW4pB9xKt6MdR1vZc3Hf8Ju5A' },
  },
  {
    n: 12,
    topic: 'sustainability',
    category: 'english-academic',
    form: 'online',
    schedule: fourMonths,
    courses: [44, 30, 35],
    slug: { sv: 'postgraduate-certificate-in-sustainable-business', en: 'postgraduate-certificate-in-sustainable-business' },
    title: { sv: 'Postgraduate Certificate in Sustainable Business', en: 'Postgraduate Certificate in Sustainable Business' },
    excerpt: {
      sv: 'Ett akademiskt program på engelska om hållbara leveranskedjor, EU-rätt och vetenskapligt skrivande.',
      en: 'An academic programme in English on sustainable supply chains, EU law and academic writing.',
    },
    highlights: {
      sv: [
        'Bygga och granska hållbara leveranskedjor',
        'Tillämpa EU:s hållbarhetsregler i din verksamhet',
        'Skriva vetenskapligt om en fråga i din egen verksamhet',
      ],
      en: [
        'Build and review sustainable supply chains',
        'Apply the EU sustainability rules in your organisation',
        'Write academically about a question in your own organisation',
      ],
    },
    intro: {
      sv: 'Programmet ges helt på distans och passar dig som vill fördjupa dig akademiskt vid sidan av arbetet.',
      en: 'The programme is taught fully online and suits you if you want to study at academic level alongside work.',
    },
  },
];
