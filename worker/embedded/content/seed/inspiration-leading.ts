import type { InspirationSeed } from './seed-types';

/** Inspiration articles about leading people and projects. */
export const LEADING_ARTICLES: readonly InspirationSeed[] = [
  {
    n: 1, topic: 'leadership', image: 'ideas.svg', readingMinutes: 5, publishedDaysAgo: 12, relatedCourses: [1, 2],
    author: { name: 'Karin Lindqvist', role: { sv: 'Lärare i ledarskap', en: 'Leadership teacher' } },
    slug: { sv: 'fem-vanor-hos-chefer-som-lyckas-forsta-aret', en: 'five-habits-of-managers-who-succeed-in-their-first-year' },
    title: { sv: 'Fem vanor hos chefer som lyckas första året', en: 'Five habits of managers who succeed in their first year' },
    excerpt: {
      sv: 'Det är sällan de stora besluten som avgör hur det går för en ny chef, utan de små vanorna.',
      en: "It is rarely the big decisions that decide how a new manager does, but the small habits.",
    },
    body: {
      sv: [
        'Efter att ha mött hundratals nya chefer i klassrummet ser vi samma mönster gång på gång. De som lyckas är inte alltid de mest karismatiska, men de har byggt upp några enkla vanor tidigt.',
        '## De lyssnar först',
        'De första veckorna ägnar de åt att ställa frågor, inte åt att ge svar. Ett kort samtal med varje medarbetare om vad som fungerar och vad som skaver ger mer än en stor plan.',
        '## De är tydliga med förväntningar',
        'Otydlighet är den vanligaste källan till frustration i ett team. Framgångsrika chefer säger vad de förväntar sig, och frågar vad teamet förväntar sig av dem.',
        'Resten – återkommande avstämningar, modet att ta svåra samtal tidigt och att be om återkoppling på sitt eget ledarskap – bygger vidare på samma grund: att vara närvarande och förutsägbar.',
      ],
      en: [
        'Having met hundreds of new managers in the classroom, we see the same pattern again and again. Those who succeed are not always the most charismatic, but they build a few simple habits early on.',
        '## They listen first',
        'They spend the first weeks asking questions rather than giving answers. A short conversation with each team member about what works and what chafes gives more than a grand plan.',
        '## They are clear about expectations',
        'Lack of clarity is the most common source of frustration in a team. Successful managers say what they expect, and ask what the team expects of them.',
        'The rest – regular check-ins, the courage to have difficult conversations early and asking for feedback on their own leadership – builds on the same foundation: being present and predictable.',
      ],
    },
    flags: { isNew: true },
  },
  {
    n: 2, topic: 'project', image: 'timeline.svg', readingMinutes: 4, publishedDaysAgo: 30, relatedCourses: [7, 8],
    author: { name: 'Johan Ek', role: { sv: 'Projektledare och lärare', en: 'Project manager and teacher' } },
    slug: { sv: 'sa-haller-du-projektet-pa-ratt-spar', en: 'keeping-a-project-on-track-when-everything-changes' },
    title: { sv: 'Så håller du projektet på rätt spår när allt förändras', en: 'Keeping a project on track when everything changes' },
    excerpt: {
      sv: 'Förändringar i ett projekt går inte att undvika. Men de går att hantera, om du har bestämt hur i förväg.',
      en: 'Changes in a project cannot be avoided. But they can be handled, if you have decided how in advance.',
    },
    body: {
      sv: [
        'Inget projekt går exakt enligt plan. Beställaren får nya idéer, en nyckelperson blir sjuk eller en leverantör hinner inte. Skillnaden mellan projekt som klarar sig och projekt som spårar ur ligger sällan i otur, utan i hur förändringar tas om hand.',
        '## Bestäm spelreglerna tidigt',
        'Kom överens med beställaren om hur ändringar föreslås, vem som beslutar och hur konsekvenser för tid och budget redovisas. Det låter byråkratiskt, men det är det som gör att ni kan säga ja till rätt saker.',
        'Agila arbetssätt gör förändringar till en naturlig del av arbetet. Men även i ett agilt projekt behöver någon äga prioriteringen, annars blir backloggen en önskelista.',
      ],
      en: [
        "No project goes exactly to plan. The client has new ideas, a key person falls ill or a supplier doesn't make it in time. The difference between projects that cope and projects that go off the rails is rarely bad luck, but how changes are handled.",
        '## Agree the rules early',
        'Agree with the client how changes are proposed, who decides and how the effects on time and budget are reported. It sounds bureaucratic, but it is what lets you say yes to the right things.',
        'Agile ways of working make change a natural part of the work. But even in an agile project someone needs to own the priorities, or the backlog becomes a wish list.',
      ],
    },
  },
  {
    n: 3, topic: 'hr', image: 'dialogue.svg', readingMinutes: 6, publishedDaysAgo: 45, relatedCourses: [14, 15],
    author: { name: 'Sara Nilsson', role: { sv: 'HR-konsult', en: 'HR consultant' } },
    slug: { sv: 'darfor-lonar-sig-kompetensbaserad-rekrytering', en: 'why-competency-based-recruitment-pays-off' },
    title: { sv: 'Därför lönar sig kompetensbaserad rekrytering', en: 'Why competency-based recruitment pays off' },
    excerpt: {
      sv: 'Magkänsla är en dålig rekryterare. En strukturerad process ger bättre beslut och en rättvisare bedömning.',
      en: 'Gut feeling is a poor recruiter. A structured process leads to better decisions and fairer assessments.',
    },
    body: {
      sv: [
        'En felrekrytering kostar ofta mer än en årslön, och då är inte tiden och energin i teamet medräknad. Ändå fattas många anställningsbeslut på känsla efter en ostrukturerad intervju.',
        '## Börja i kravprofilen',
        'Vad ska personen faktiskt klara av om ett år? När kraven är formulerade som beteenden blir det lättare att ställa frågor som ger svar att jämföra.',
        'Kompetensbaserade frågor handlar om vad kandidaten har gjort, inte vad hen skulle göra. Svaren blir konkreta, och bedömningen blir rättvisare för alla sökande.',
      ],
      en: [
        'A bad hire often costs more than a year\u2019s salary, and that is before counting the time and energy of the team. Yet many hiring decisions are made on instinct after an unstructured interview.',
        '## Start with the job profile',
        'What should the person actually be able to do a year from now? When requirements are written as behaviours, it becomes easier to ask questions whose answers can be compared.',
        'Competency-based questions are about what the candidate has done, not what they would do. The answers become concrete, and the assessment becomes fairer for every applicant.',
      ],
    },
  },
  {
    n: 9, topic: 'leadership', image: 'network.svg', readingMinutes: 5, publishedDaysAgo: 70, relatedCourses: [3],
    author: { name: 'Karin Lindqvist', role: { sv: 'Lärare i ledarskap', en: 'Leadership teacher' } },
    slug: { sv: 'leda-hybrida-team-utan-att-tappa-gemenskapen', en: 'leading-hybrid-teams-without-losing-team-spirit' },
    title: { sv: 'Leda hybrida team utan att tappa gemenskapen', en: 'Leading hybrid teams without losing team spirit' },
    excerpt: {
      sv: 'När halva teamet sitter hemma och halva på kontoret krävs nya sätt att skapa sammanhang.',
      en: 'When half the team is at home and half in the office, new ways of creating a sense of belonging are needed.',
    },
    body: {
      sv: [
        'Hybridarbete har kommit för att stanna. Det ger frihet, men också en risk: att de som syns på kontoret får mer information, fler uppdrag och mer uppmärksamhet än de som arbetar hemifrån.',
        '## Gör distans till normen i mötena',
        'Om en person är med på länk, låt alla vara med på länk. Det låter drastiskt men skapar jämlika förutsättningar att komma till tals.',
        'Gemenskap uppstår inte av sig själv på distans. Planera in tid för det informella, och träffas på riktigt med jämna mellanrum – med ett tydligt syfte.',
      ],
      en: [
        'Hybrid work is here to stay. It brings freedom, but also a risk: those who are seen in the office get more information, more assignments and more attention than those working from home.',
        '## Make remote the norm in meetings',
        'If one person joins by video, let everyone join by video. It sounds drastic but gives everyone an equal chance to be heard.',
        'Team spirit does not happen by itself at a distance. Plan time for the informal, and meet in person at regular intervals – with a clear purpose.',
      ],
    },
  },
  {
    n: 11, topic: 'hr', image: 'growth.svg', readingMinutes: 7, publishedDaysAgo: 95, relatedCourses: [15],
    author: { name: 'Sara Nilsson', role: { sv: 'HR-konsult', en: 'HR consultant' } },
    slug: { sv: 'larande-som-strategi', en: 'learning-as-a-strategy' },
    title: { sv: 'Lärande som strategi', en: 'Learning as a strategy' },
    excerpt: {
      sv: 'Organisationer som lär snabbare än omvärlden förändras har ett försprång som är svårt att kopiera.',
      en: 'Organisations that learn faster than the world around them changes have an edge that is hard to copy.',
    },
    body: {
      sv: [
        'Kompetensutveckling ses ofta som en kostnad som skärs ned när tiderna blir sämre. Men de organisationer som fortsätter att investera i lärande står starkare när vändningen kommer.',
        '## Koppla lärandet till affären',
        'Utgå från verksamhetens mål och fråga vilka förmågor som behövs för att nå dem. Då blir utbildning en investering med ett tydligt syfte, inte en förmån.',
        'Lärande sker också mellan kurserna: i nya uppdrag, i mentorskap och i att dela erfarenheter. Chefens viktigaste uppgift är att ge utrymme för det.',
      ],
      en: [
        'Training is often seen as a cost that is cut when times get tough. But organisations that keep investing in learning are stronger when the upturn comes.',
        '## Connect learning to the business',
        'Start from the goals of the organisation and ask which capabilities are needed to reach them. Training then becomes an investment with a clear purpose rather than a perk.',
        "Learning also happens between courses: in new assignments, in mentoring and in sharing experience. The manager's most important task is to make room for it.",
      ],
    },
    flags: { hidden: true },
  },
];
