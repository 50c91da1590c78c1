import { pagePath, pageSlug } from './page-links';
import type { PageSeed } from './seed-types';

const pick = <T>(language: 'sv' | 'en', sv: T, en: T): T => (language === 'sv' ? sv : en);

/** Contact, terms, privacy and the FAQ with its child pages. */
export const SERVICE_PAGES: readonly PageSeed[] = [
  {
    n: 6,
    template: 'default',
    parent: null,
    image: 'contact.webp',
    slug: pageSlug(6),
    title: { sv: 'Kontakta oss', en: 'Contact us' },
    headerTitle: { sv: 'Kontakt', en: 'Contact' },
    excerpt: {
      sv: 'Frågor om en kurs, en bokning eller en faktura? Vi svarar vardagar 8–17.',
      en: 'Questions about a course, a booking or an invoice? We answer on weekdays from 8 am to 5 pm.',
    },
    imageAlt: { sv: '', en: '' },
    content: { sv: '', en: '' },
    sections: (language) => [
      {
        kind: 'text',
        anchor: 'help',
        title: pick(language, 'Vi hjälper dig', 'We are here to help'),
        html: pick(
          language,
          '<p>Ring kundservice på <a href="tel:+4686000000">08-600 00 00</a> eller mejla <a href="mailto:kundservice@fei.example">kundservice@fei.example</a>. Gäller det en pågående bokning, ange gärna ditt ordernummer.</p>',
          '<p>Call customer service on <a href="tel:+4686000000">+46 8 600 00 00</a> or email <a href="mailto:customerservice@fei.example">customerservice@fei.example</a>. If your question is about a booking, please include your order number.</p>',
        ),
      },
      {
        kind: 'text',
        anchor: 'kontor',
        title: pick(language, 'Våra kontor', 'Our offices'),
        html: pick(
          language,
          '<ul><li>Stockholm: Drottninggatan 10</li><li>Göteborg: Kungsportsavenyen 5</li><li>Malmö: Stortorget 3</li><li>Alicante: Calle Mayor 12</li></ul>',
          '<ul><li>Stockholm: Drottninggatan 10</li><li>Gothenburg: Kungsportsavenyen 5</li><li>Malmö: Stortorget 3</li><li>Alicante: Calle Mayor 12</li></ul>',
        ),
      },
    ],
    subnav: null,
  },
  {
    n: 7,
    template: 'default',
    parent: null,
    image: 'law.webp',
    slug: pageSlug(7),
    title: { sv: 'Allmänna villkor', en: 'Terms and conditions' },
    headerTitle: { sv: 'Villkor', en: 'Terms' },
    excerpt: {
      sv: 'Villkor för bokning, betalning, avbokning och ombokning av våra kurser och program.',
      en: 'Terms for booking, payment, cancellation and rebooking of our courses and programmes.',
    },
    imageAlt: { sv: '', en: '' },
    content: {
      sv: '<h2>Bokning</h2><p>En bokning är bindande när du har fått en bokningsbekräftelse och avtalet är signerat.</p><h2>Betalning</h2><p>Faktura skickas cirka fyra veckor före kursstart med 30 dagars betalningsvillkor. Alla priser anges exklusive moms.</p><h2>Avbokning</h2><p>Avbokning är kostnadsfri fram till sex veckor före start. Därefter debiteras 50 procent av avgiften, och vid avbokning senare än två veckor före start debiteras hela avgiften. Du kan alltid skicka en kollega i ditt ställe utan extra kostnad.</p><h2>Inställd kurs</h2><p>Om vi ställer in en kurs får du tillbaka hela avgiften eller en plats vid ett senare tillfälle.</p>',
      en: '<h2>Booking</h2><p>A booking is binding once you have received a booking confirmation and the agreement is signed.</p><h2>Payment</h2><p>An invoice is sent about four weeks before the course starts, payable within 30 days. All prices exclude VAT.</p><h2>Cancellation</h2><p>Cancellation is free of charge up to six weeks before the start. After that 50 per cent of the fee is charged, and cancellations later than two weeks before the start are charged in full. You can always send a colleague in your place at no extra cost.</p><h2>Cancelled course</h2><p>If we cancel a course you get a full refund or a place on a later date.</p>',
    },
    sections: () => [],
    subnav: null,
  },
  {
    n: 8,
    template: 'default',
    parent: null,
    image: 'digital.webp',
    slug: pageSlug(8),
    title: { sv: 'Integritetspolicy', en: 'Privacy policy' },
    headerTitle: { sv: 'Integritet', en: 'Privacy' },
    excerpt: {
      sv: 'Så behandlar vi dina personuppgifter när du bokar en kurs eller besöker webbplatsen.',
      en: 'How we process your personal data when you book a course or visit the website.',
    },
    imageAlt: { sv: '', en: '' },
    content: {
      sv: '<h2>Vilka uppgifter vi sparar</h2><p>Vi sparar namn, kontaktuppgifter och uppgifter om de kurser du har bokat, eftersom det behövs för att fullgöra avtalet med dig eller din arbetsgivare.</p><h2>Hur länge</h2><p>Bokningsuppgifter sparas i sju år enligt bokföringslagen. Uppgifter för utskick sparas tills du avregistrerar dig.</p><h2>Dina rättigheter</h2><p>Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade och i vissa fall raderade. Kontakta oss på dataskydd@fei.example.</p>',
      en: '<h2>What we store</h2><p>We store names, contact details and details of the courses you have booked, as this is necessary to fulfil the agreement with you or your employer.</p><h2>For how long</h2><p>Booking details are kept for seven years as required by accounting law. Details used for newsletters are kept until you unsubscribe.</p><h2>Your rights</h2><p>You have the right to know what data we hold about you, to have it corrected and in some cases erased. Contact us at dataprotection@fei.example.</p>',
    },
    sections: () => [],
    subnav: null,
  },
  {
    n: 9,
    template: 'default',
    parent: null,
    image: 'dialogue.webp',
    slug: pageSlug(9),
    title: { sv: 'Vanliga frågor', en: 'Frequently asked questions' },
    headerTitle: { sv: 'Hjälp', en: 'Help' },
    excerpt: {
      sv: 'Svar på de vanligaste frågorna om bokning, betalning och studier på distans.',
      en: 'Answers to the most common questions about booking, payment and studying online.',
    },
    imageAlt: { sv: '', en: '' },
    content: {
      sv: '<p>Hittar du inte svaret här? <a href="/kontakt#help">Kontakta oss</a> så hjälper vi dig.</p>',
      en: '<p>Can\u2019t find the answer here? <a href="/en/contact#help">Contact us</a> and we will help you.</p>',
    },
    sections: () => [],
    subnav: (language) => ({
      type: 'links',
      items: [
        { title: pick(language, 'Bokning och betalning', 'Booking and payment'), href: pagePath(language, 10) },
        { title: pick(language, 'Studier på distans', 'Studying online'), href: pagePath(language, 11) },
      ],
    }),
  },
  {
    n: 10,
    template: 'default',
    parent: 9,
    image: 'finance.webp',
    slug: pageSlug(10),
    title: { sv: 'Bokning och betalning', en: 'Booking and payment' },
    headerTitle: { sv: 'Vanliga frågor', en: 'FAQ' },
    excerpt: {
      sv: 'Hur du bokar flera deltagare, betalar med faktura och ändrar en bokning.',
      en: 'How to book several participants, pay by invoice and change a booking.',
    },
    imageAlt: { sv: '', en: '' },
    content: {
      sv: '<h2>Kan jag boka flera deltagare samtidigt?</h2><p>Ja. Lägg till kursen i varukorgen, välj antal deltagare och fyll i uppgifterna för var och en i kassan.</p><h2>Hur betalar jag?</h2><p>Företag betalar mot faktura. Privatpersoner kan betala med faktura eller kort.</p><h2>Kan jag ändra min bokning?</h2><p>Du kan byta deltagare när som helst och byta kurstillfälle fram till sex veckor före start.</p>',
      en: '<h2>Can I book several participants at once?</h2><p>Yes. Add the course to the cart, choose the number of participants and fill in the details of each one at checkout.</p><h2>How do I pay?</h2><p>Companies pay by invoice. Private individuals can pay by invoice or card.</p><h2>Can I change my booking?</h2><p>You can change participants at any time and change the course date up to six weeks before the start.</p>',
    },
    sections: () => [],
    subnav: null,
  },
  {
    n: 11,
    template: 'default',
    parent: 9,
    image: 'digital.webp',
    slug: pageSlug(11),
    title: { sv: 'Studier på distans', en: 'Studying online' },
    headerTitle: { sv: 'Vanliga frågor', en: 'FAQ' },
    excerpt: {
      sv: 'Vad du behöver för att studera på distans och hur undervisningen går till.',
      en: 'What you need to study online and how the teaching works.',
    },
    imageAlt: { sv: '', en: '' },
    content: {
      sv: '<h2>Vad behöver jag?</h2><p>En dator med webbkamera, hörlurar och en stabil internetanslutning.</p><h2>Hur går undervisningen till?</h2><p>Varje vecka finns en livesession med läraren. Däremellan arbetar du med inspelat material och uppgifter i din egen takt.</p>',
      en: '<h2>What do I need?</h2><p>A computer with a webcam, headphones and a stable internet connection.</p><h2>How does the teaching work?</h2><p>Every week there is a live session with the teacher. In between you work with recorded material and assignments at your own pace.</p>',
    },
    sections: () => [],
    subnav: null,
    flags: { hidden: true },
  },
];
