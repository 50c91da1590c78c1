import type { CourseSeed } from './seed-types';

/** Courses in leadership and project management. */
export const PEOPLE_COURSES: readonly CourseSeed[] = [
  {
    n: 1, topic: 'leadership', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 3 }, price: 14_900,
    slug: { sv: 'ledarskap-for-nya-chefer', en: 'leadership-for-new-managers' },
    title: { sv: 'Ledarskap för nya chefer', en: 'Leadership for new managers' },
    excerpt: {
      sv: 'Tre intensiva dagar som ger dig verktygen för att leda ditt team med trygghet från första veckan.',
      en: 'Three intensive days that give you the tools to lead your team with confidence from the very first week.',
    },
    highlights: {
      sv: ['Din roll och ditt mandat som chef', 'Att sätta mål och följa upp', 'Svåra samtal och feedback', 'Att leda tidigare kollegor'],
      en: ['Your role and mandate as a manager', 'Setting goals and following up', 'Difficult conversations and feedback', 'Leading former colleagues'],
    },
    intro: {
      sv: 'Att bli chef är ett av de största stegen i en yrkeskarriär. Plötsligt ska du leda människor som kanske var dina kollegor i går, fatta beslut som inte alla gillar och samtidigt leverera resultat. Den här kursen hjälper dig att hitta din egen ledarstil och ger dig konkreta modeller som du kan använda redan på måndag.',
      en: 'Becoming a manager is one of the biggest steps in a career. Suddenly you lead people who may have been your colleagues yesterday, make decisions not everyone likes and still deliver results. This course helps you find your own leadership style and gives you practical models you can use as early as Monday.',
    },
    flags: { mux: 'Zq8vR3mT2pLw9sKd4NfYb7Gh1Jc5Xu6A' },
  },
  {
    n: 2, topic: 'leadership', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 2 }, price: 11_900,
    slug: { sv: 'coachande-ledarskap', en: 'coaching-leadership' },
    title: { sv: 'Coachande ledarskap', en: 'Coaching leadership' },
    excerpt: {
      sv: 'Lär dig ställa frågorna som får medarbetarna att växa, ta ansvar och hitta egna lösningar.',
      en: 'Learn to ask the questions that help your people grow, take ownership and find their own solutions.',
    },
    highlights: {
      sv: ['Aktivt lyssnande och öppna frågor', 'GROW-modellen i praktiken', 'Coachning i vardagen'],
      en: ['Active listening and open questions', 'The GROW model in practice', 'Coaching in everyday work'],
    },
  },
  {
    n: 3, topic: 'leadership', category: 'swedish-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 4 }, price: 8_900,
    slug: { sv: 'leda-pa-distans', en: 'leading-remote-teams' },
    title: { sv: 'Leda på distans', en: 'Leading remote teams' },
    excerpt: {
      sv: 'Skapa tillit, tydlighet och gemenskap i ett team som sällan eller aldrig ses på samma plats.',
      en: 'Build trust, clarity and team spirit in a team that rarely or never meets in the same place.',
    },
    highlights: {
      sv: ['Tillit utan fysiska möten', 'Tydliga arbetssätt och mötesrutiner', 'Att se och stötta medarbetare på distans'],
      en: ['Trust without meeting in person', 'Clear ways of working and meeting routines', 'Seeing and supporting people remotely'],
    },
    flags: { isNew: true },
  },
  {
    n: 4, topic: 'leadership', category: 'swedish-academic', form: 'blended', level: 'advanced',
    schedule: { kind: 'days', days: 3 }, price: 15_900,
    slug: { sv: 'forandringsledning-i-praktiken', en: 'change-management-in-practice' },
    title: { sv: 'Förändringsledning i praktiken', en: 'Change management in practice' },
    excerpt: {
      sv: 'Led förändringar som faktiskt får fäste, från den första idén till ett nytt och hållbart arbetssätt.',
      en: 'Lead changes that actually take hold, from the first idea to a new and lasting way of working.',
    },
    highlights: {
      sv: ['Varför förändringar misslyckas', 'Att hantera motstånd', 'Kommunikation under förändring', 'Att förankra det nya'],
      en: ['Why changes fail', 'Handling resistance', 'Communicating during change', 'Anchoring the new way of working'],
    },
  },
  {
    n: 5, topic: 'leadership', category: 'business-school', form: 'classroom', level: 'expert',
    schedule: { kind: 'days', days: 5 }, price: 3_400,
    slug: { sv: 'strategiskt-ledarskap', en: 'strategic-leadership' },
    title: { sv: 'Strategiskt ledarskap', en: 'Strategic leadership' },
    excerpt: {
      sv: 'En vecka i Alicante om att formulera en strategi, få med organisationen och omsätta den i handling.',
      en: 'A week in Alicante on shaping a strategy, bringing the organisation along and turning it into action.',
    },
    highlights: {
      sv: ['Omvärldsanalys och strategiska val', 'Från strategi till handlingsplan', 'Ledningsgruppens roll'],
      en: ['Analysing the environment and making strategic choices', 'From strategy to action plan', 'The role of the management team'],
    },
  },
  {
    n: 6, topic: 'leadership', category: 'english-academic', form: 'online', level: 'expert',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_950,
    slug: { sv: 'ledarskap-i-internationella-organisationer', en: 'leadership-in-international-organisations' },
    title: { sv: 'Ledarskap i internationella organisationer', en: 'Leadership in international organisations' },
    excerpt: {
      sv: 'En akademisk kurs på engelska om att leda över landsgränser, kulturer och tidszoner.',
      en: 'An academic course in English on leading across borders, cultures and time zones.',
    },
    highlights: {
      sv: ['Kulturella dimensioner i ledarskap', 'Matrisorganisationer', 'Forskning om globalt ledarskap'],
      en: ['Cultural dimensions of leadership', 'Matrix organisations', 'Research on global leadership'],
    },
  },
  {
    n: 7, topic: 'project', category: 'swedish-academic', form: 'classroom', level: 'intro',
    schedule: { kind: 'days', days: 3 }, price: 13_900,
    slug: { sv: 'projektledning-grundkurs', en: 'project-management-fundamentals' },
    title: { sv: 'Projektledning – grundkurs', en: 'Project management fundamentals' },
    excerpt: {
      sv: 'Planera, genomför och avsluta projekt med kontroll över tid, budget och förväntningar.',
      en: 'Plan, run and close projects while keeping control of time, budget and expectations.',
    },
    highlights: {
      sv: ['Projektets faser och roller', 'Planering och tidplan', 'Intressentanalys', 'Uppföljning och avslut'],
      en: ['Project phases and roles', 'Planning and scheduling', 'Stakeholder analysis', 'Monitoring and closing'],
    },
  },
  {
    n: 8, topic: 'project', category: 'swedish-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 2 }, price: 11_500,
    slug: { sv: 'agil-projektledning-med-scrum', en: 'agile-project-management-with-scrum' },
    title: { sv: 'Agil projektledning med Scrum', en: 'Agile project management with Scrum' },
    excerpt: {
      sv: 'Arbeta i korta iterationer, prioritera det som ger mest värde och leverera oftare.',
      en: 'Work in short iterations, prioritise what brings the most value and deliver more often.',
    },
    highlights: {
      sv: ['Agila värderingar och principer', 'Roller och händelser i Scrum', 'Backlogg och prioritering'],
      en: ['Agile values and principles', 'Scrum roles and events', 'Backlog and prioritisation'],
    },
    flags: { mux: 'Hd7Kp2WqX9mL4tRz8VbN3cYs6Fg1Ju5E' },
  },
  {
    n: 9, topic: 'project', category: 'swedish-academic', form: 'online', level: 'advanced',
    schedule: { kind: 'weeks', weeks: 4 }, price: 7_900,
    slug: { sv: 'projektekonomi', en: 'project-finance-and-budgeting' },
    title: { sv: 'Projektekonomi', en: 'Project finance and budgeting' },
    excerpt: {
      sv: 'Budgetera, följ upp och prognostisera projektets ekonomi så att inga överraskningar dyker upp i slutet.',
      en: 'Budget, track and forecast project finances so that there are no surprises at the end.',
    },
    highlights: {
      sv: ['Kalkyl och budget', 'Avvikelseanalys', 'Prognoser och rapportering'],
      en: ['Estimates and budgets', 'Variance analysis', 'Forecasts and reporting'],
    },
  },
  {
    n: 10, topic: 'project', category: 'swedish-academic', form: 'classroom', level: 'expert',
    schedule: { kind: 'days', days: 2 }, price: 12_900,
    slug: { sv: 'styrning-av-projektportfoljer', en: 'project-portfolio-management' },
    title: { sv: 'Styrning av projektportföljer', en: 'Project portfolio management' },
    excerpt: {
      sv: 'Välj rätt projekt, fördela resurserna klokt och koppla portföljen till verksamhetens mål.',
      en: 'Choose the right projects, allocate resources wisely and tie the portfolio to business goals.',
    },
    highlights: {
      sv: ['Prioriteringsmodeller', 'Resursplanering över projekt', 'Portföljrapportering till ledningen'],
      en: ['Prioritisation models', 'Resource planning across projects', 'Portfolio reporting to management'],
    },
    flags: { hidden: true },
  },
  {
    n: 11, topic: 'project', category: 'business-school', form: 'online', level: 'intro',
    schedule: { kind: 'weeks', weeks: 6 }, price: 1_450,
    slug: { sv: 'projektledning-pa-distans', en: 'online-project-management' },
    title: { sv: 'Projektledning på distans', en: 'Online project management' },
    excerpt: {
      sv: 'Grunderna i projektledning på distans, med lärare från vårt campus i Alicante.',
      en: 'The basics of project management online, with teachers from our campus in Alicante.',
    },
    highlights: {
      sv: ['Projektplan och mål', 'Digitala verktyg för samarbete', 'Att leda ett projekt i flera länder'],
      en: ['Project plan and goals', 'Digital tools for collaboration', 'Running a project across countries'],
    },
  },
  {
    n: 12, topic: 'project', category: 'english-academic', form: 'classroom', level: 'advanced',
    schedule: { kind: 'days', days: 3 }, price: 1_650,
    slug: { sv: 'riskhantering-i-projekt', en: 'risk-management-in-projects' },
    title: { sv: 'Riskhantering i projekt', en: 'Risk management in projects' },
    excerpt: {
      sv: 'En akademisk kurs på engelska om att identifiera, värdera och hantera risker i komplexa projekt.',
      en: 'An academic course in English on identifying, assessing and managing risks in complex projects.',
    },
    highlights: {
      sv: ['Riskidentifiering', 'Kvalitativ och kvantitativ riskanalys', 'Riskstrategier och uppföljning'],
      en: ['Risk identification', 'Qualitative and quantitative risk analysis', 'Risk responses and monitoring'],
    },
  },
];
